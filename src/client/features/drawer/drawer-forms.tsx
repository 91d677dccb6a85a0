import type { LocationId } from '@shared/ids';
import type { DrawerReport } from '@shared/drawer-schemas';
import type { DrawerMovementKind } from '@shared/tenders';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmButton } from '../../components/ui/confirm-button';
import { FieldError, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { notifySuccess } from '../../lib/toast';
import { useCloseDrawerMutation, useMoveCashMutation, useOpenDrawerMutation } from './drawer-api';
import { useSubmit } from '../../lib/use-submit';

export function OpenDrawerForm({ locationId }: { locationId: LocationId }) {
  const [float, setFloat] = useState('');
  const [openDrawer, { isLoading }] = useOpenDrawerMutation();
  const { error, submit } = useSubmit(
    () => openDrawer({ location: locationId, opening_float: float }).unwrap(),
    () => notifySuccess('Drawer opened'),
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <FormField label="Opening float" htmlFor="opening-float" error={error}>
        <Input
          id="opening-float"
          inputMode="decimal"
          placeholder="100.00"
          value={float}
          onChange={(event) => setFloat(event.target.value)}
          className="max-w-48"
        />
      </FormField>
      <Button type="submit" disabled={isLoading} className="self-start">
        Open drawer
      </Button>
    </form>
  );
}

export function CashMovementForm({ drawerId }: { drawerId: number }) {
  const [kind, setKind] = useState<DrawerMovementKind>('paid_in');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [moveCash, { isLoading }] = useMoveCashMutation();
  const { error, submit } = useSubmit(
    () => moveCash({ id: drawerId, kind, amount, reason }).unwrap(),
    () => {
      notifySuccess(kind === 'paid_in' ? 'Paid in recorded' : 'Paid out recorded');
      setAmount('');
      setReason('');
    },
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <RadioGroup
        aria-label="Cash movement"
        value={kind}
        onValueChange={(value) => setKind(value as DrawerMovementKind)}
      >
        <RadioCard value="paid_in" label="Paid in" />
        <RadioCard value="paid_out" label="Paid out" />
      </RadioGroup>
      <AmountWithWords
        amount={{ id: 'movement-amount', label: 'Amount', value: amount, onChange: setAmount }}
        words={{ id: 'movement-reason', label: 'Reason', value: reason, onChange: setReason }}
      />
      <FieldError message={error} />
      <Button type="submit" variant="outline" disabled={isLoading} className="self-start">
        Record
      </Button>
    </form>
  );
}

export function CloseDrawerForm({ drawer }: { drawer: DrawerReport }) {
  const navigate = useNavigate();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [closeDrawer, { isLoading }] = useCloseDrawerMutation();
  const { error, submit } = useSubmit(
    () => closeDrawer({ id: drawer.id, counted_cash: counted, note }).unwrap(),
    (closed) => {
      notifySuccess('Drawer closed');
      navigate(`/drawer/${closed.id}`);
    },
  );
  return (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-3" noValidate>
      <AmountWithWords
        amount={{ id: 'counted-cash', label: 'Counted cash', value: counted, onChange: setCounted }}
        words={{ id: 'close-note', label: 'Note', value: note, onChange: setNote }}
      />
      <FieldError message={error} />
      <ConfirmButton
        variant="destructive"
        disabled={isLoading}
        warning="Closing ends this drawer's shift. Click again to close it."
        onConfirm={() => submit()}
        className="self-start"
      >
        Close drawer
      </ConfirmButton>
    </form>
  );
}

interface TextEntry {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A cash amount and the words that go with it, side by side (a movement's reason, a close's note). */
function AmountWithWords({ amount, words }: { amount: TextEntry; words: TextEntry }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
      <FormField label={amount.label} htmlFor={amount.id}>
        <Input
          id={amount.id}
          inputMode="decimal"
          value={amount.value}
          onChange={(event) => amount.onChange(event.target.value)}
        />
      </FormField>
      <FormField label={words.label} htmlFor={words.id}>
        <Input
          id={words.id}
          value={words.value}
          onChange={(event) => words.onChange(event.target.value)}
        />
      </FormField>
    </div>
  );
}
