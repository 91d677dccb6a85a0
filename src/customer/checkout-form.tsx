/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { PublicMenu, Slot } from './api';
import { orderItems, type CartLine } from './cart';
import { clockTime } from './format';
import { rememberOrder } from './remembered-orders';
import { navigate } from './router';
import { Alert, FieldError, INPUT, PRIMARY_BUTTON } from './ui';
import { usePlaceOrder, type Refusal } from './use-place-order';

const LABEL = 'mb-2 block text-base font-semibold text-slate-900';
type FormField = keyof Refusal['fields'];

interface CheckoutFormProps {
  menu: PublicMenu;
  slots: Slot[];
  lines: CartLine[];
  /** A refusal may mean the pickup times changed (a slot filled up). */
  onRefused: () => void;
}

/** Name, phone and pickup time, then 'Place order': on success, the order's status page. */
export function CheckoutForm({ menu, slots, lines, onRefused }: CheckoutFormProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [pickup, setPickup] = useState('');
  const { place, placing, refusal, setRefusal } = usePlaceOrder();
  const open = slots.filter((slot) => slot.available > 0);
  // A time that filled up since it was chosen leaves the list: the select then shows, and the
  // order sends, 'As soon as possible'.
  const chosen = open.some((slot) => slot.start === pickup) ? pickup : '';

  const submit = async (event: Event) => {
    event.preventDefault();
    const missing = localRefusal(name, lines);
    if (missing) return setRefusal(missing);
    const placed = await place({
      location: menu.location.id,
      customer_name: name.trim(),
      phone: phone.trim() || null,
      pickup_at: chosen || null,
      items: orderItems(lines),
    });
    if (!placed) return onRefused();
    const { token, code } = placed;
    const placedAt = new Date().toISOString();
    rememberOrder({ token, code, location: menu.location.name, placed_at: placedAt });
    navigate(`/order/status/${token}`);
  };

  const errorOf = (field: FormField) => refusal?.fields[field];
  return (
    <form onSubmit={submit} noValidate class="mt-6 flex flex-col gap-5" aria-label="Your details">
      <TextField
        id="customer_name"
        label="Your name"
        value={name}
        onValue={setName}
        error={errorOf('customer_name')}
        hint="We call this name when your drinks are ready."
        maxLength={30}
        autoComplete="given-name"
      />
      <TextField
        id="phone"
        label="Phone (optional)"
        value={phone}
        onValue={setPhone}
        error={errorOf('phone')}
        tel
        maxLength={20}
        autoComplete="tel"
      />
      <PickupSelect slots={open} value={chosen} onValue={setPickup} error={errorOf('pickup_at')} />
      {refusal?.messages.length ? (
        <Alert>
          {refusal.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <button type="submit" class={PRIMARY_BUTTON} disabled={placing || !menu.location.accepting}>
        {placing ? 'Placing your order…' : 'Place order'}
      </button>
    </form>
  );
}

interface TextFieldProps {
  id: FormField;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  /** A phone number: the phone's number pad. */
  tel?: boolean;
  maxLength: number;
  autoComplete: string;
}

/** A labelled text input with its hint and its error, both read out with it. */
function TextField(props: TextFieldProps) {
  const { id, label, value, onValue, error, hint, tel, maxLength, autoComplete } = props;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div>
      <label for={id} class={LABEL}>
        {label}
      </label>
      <input
        id={id}
        class={INPUT}
        value={value}
        aria-invalid={!!error}
        aria-describedby={described.join(' ') || undefined}
        onInput={(event) => onValue(event.currentTarget.value)}
        inputMode={tel ? 'tel' : 'text'}
        maxLength={maxLength}
        autoComplete={autoComplete}
      />
      {hint && (
        <p id={`${id}-hint`} class="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** 'As soon as possible', or a slot of today with room left. */
function PickupSelect(props: {
  slots: Slot[];
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  const { slots, value, onValue, error } = props;
  return (
    <div>
      <label for="pickup_at" class={LABEL}>
        Pickup time
      </label>
      <select
        id="pickup_at"
        class={INPUT}
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? 'pickup_at-error' : undefined}
        onChange={(event) => onValue(event.currentTarget.value)}
      >
        <option value="">As soon as possible</option>
        {slots.map((slot) => (
          <option key={slot.start} value={slot.start}>
            {clockTime(slot.start)} – {clockTime(slot.end)}
          </option>
        ))}
      </select>
      <FieldError id="pickup_at-error" message={error} />
    </div>
  );
}

/** What the page itself can tell before asking the shop. */
function localRefusal(name: string, lines: CartLine[]): Refusal | null {
  const refusal: Refusal = { fields: {}, messages: [] };
  if (!name.trim()) refusal.fields.customer_name = 'Enter your name';
  if (!lines.length) refusal.messages.push('Add at least one drink');
  return Object.keys(refusal.fields).length || refusal.messages.length ? refusal : null;
}
