import { ORDER_NAME_TEXT_MAX } from '@shared/order-schemas';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NameSuggestions, optionId } from './name-suggestions';
import { OrderNameList } from './order-name-list';
import type { OrderNames } from './use-order-names';
import { useOrderNamePicker } from './use-order-name-picker';

interface OrderNamePickerProps {
  names: OrderNames;
  value: string;
  onChange: (name: string) => void;
  /** The form's ref, so that a failed submit focuses the field. */
  inputRef: (element: HTMLInputElement | null) => void;
  /** Focus the field on arrival (a keyboard and mouse till; on touch the keyboard would cover the page). */
  autoFocus: boolean;
  error?: string;
}

/**
 * 'Order Name': a type-ahead taking a list name or any name typed ('Silver Civic'), with
 * '(Selected: {name})', 'Next free name' (filled in on arrival) and the spec's radio list of
 * every name folded under 'Choose from the list'. A name waiting at the bar is only warned about.
 * Enter picks the highlighted suggestion, else it is left to the form (Complete Order).
 */
export function OrderNamePicker(props: OrderNamePickerProps) {
  const { names, value, onChange, error } = props;
  const picker = useOrderNamePicker(names, value, onChange, props.autoFocus);
  const { id, input, shown, expanded, active, chosen, pick } = picker;
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;

  const hint = chosen?.in_use
    ? `${chosen.name} is already waiting on the queue; you can still use it.`
    : names.allWaiting && !(value.trim() && !chosen)
      ? "Every name on the list is waiting: type the customer's name or their car."
      : undefined;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <Label htmlFor={id} className="text-base">
          Order Name
        </Label>
        {value.trim() && <span className="text-slate-600">(Selected: {value.trim()})</span>}
      </div>
      <div className="relative">
        <Input
          ref={(element) => {
            input.current = element;
            props.inputRef(element);
          }}
          id={id}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
          aria-invalid={!!error}
          aria-describedby={
            [hint && hintId, error && `${id}-error`].filter(Boolean).join(' ') || undefined
          }
          autoComplete="off"
          enterKeyHint="done"
          maxLength={ORDER_NAME_TEXT_MAX}
          placeholder="Customer's name, a car or a list name"
          value={value}
          onChange={(event) => picker.type(event.target.value)}
          onKeyDown={picker.onKeyDown}
          onBlur={picker.close}
        />
        {expanded && <NameSuggestions id={listId} names={shown} active={active} onPick={pick} />}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {hint && (
        <p id={hintId} role="status" className="text-sm text-amber-900">
          {hint}
        </p>
      )}
      <OrderNameList
        names={names.all}
        loading={names.loading}
        value={chosen?.name ?? ''}
        onChoose={picker.choose}
        onPick={pick}
        open={picker.listOpen}
        onOpenChange={picker.setListOpen}
        invalid={!!error}
      >
        {names.nextFree ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => pick(names.nextFree!)}>
            Next free name: {names.nextFree.name}
          </Button>
        ) : (
          names.allWaiting && (
            <Button type="button" variant="secondary" size="sm" onClick={picker.typeAName}>
              Next free name: type one
            </Button>
          )
        )}
      </OrderNameList>
    </div>
  );
}
