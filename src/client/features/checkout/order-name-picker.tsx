import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { useOrderNameAutocompleteQuery, type OrderNameChoice } from './checkout-api';
import { TakenNameConfirm } from './taken-name-confirm';

interface OrderNamePickerProps {
  locationId: number;
  value: string;
  onChange: (name: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string;
}

const ITEM = 'order-name';

/**
 * The 'Order Name' accordion: a type-ahead field over the radio list of names, '(Selected: {name})'
 * in its header. Issue 13: names waiting on this location's queue are marked taken and need a
 * confirm; 'Next free name' fills the first name that is not. After a choice the focus stays on
 * the field's header.
 */
export function OrderNamePicker(props: OrderNamePickerProps) {
  const { value, open, onOpenChange, error } = props;
  const { data, isLoading } = useOrderNameAutocompleteQuery(
    { location: props.locationId },
    { refetchOnMountOrArgChange: true },
  );
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const searchId = useId();
  const names = data?.results ?? [];
  const term = query.trim().toLowerCase();
  const shown = names.filter((n) => n.name.toLowerCase().includes(term));
  const nextFree = names.find((n) => !n.in_use);

  useEffect(() => {
    if (refocus.current) trigger.current?.focus();
    refocus.current = false;
  });

  const choose = (name: string) => {
    setConfirming(null);
    setQuery('');
    refocus.current = true;
    props.onChange(name);
  };
  const pick = (choice: OrderNameChoice | undefined) => {
    if (!choice) return;
    if (choice.in_use) setConfirming(choice.name);
    else choose(choice.name);
  };

  return (
    <div>
      <Accordion.Root
        type="single"
        collapsible
        value={open ? ITEM : ''}
        onValueChange={(v) => onOpenChange(v === ITEM)}
        className="rounded-xl border border-slate-200"
      >
        <Accordion.Item value={ITEM}>
          <Accordion.Header>
            <Accordion.Trigger
              ref={trigger}
              className="group flex min-h-12 w-full cursor-pointer items-center gap-2 px-4 text-left"
            >
              <span className="font-semibold text-slate-900">Order Name</span>
              {value && <span className="text-slate-600">(Selected: {value})</span>}
              <ChevronDown
                className="ml-auto size-5 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="flex flex-col gap-3 border-t border-slate-200 p-4">
            {isLoading ? (
              <Spinner />
            ) : (
              <>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <label htmlFor={searchId} className="sr-only">
                    Find an order name
                  </label>
                  <Input
                    id={searchId}
                    type="search"
                    placeholder="Type a name"
                    autoComplete="off"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      pick(shown.find((n) => n.name.toLowerCase() === term) ?? shown[0]);
                    }}
                  />
                  {nextFree && (
                    <Button
                      type="button"
                      variant="secondary"
                      className="shrink-0"
                      onClick={() => choose(nextFree.name)}
                    >
                      Next free name: {nextFree.name}
                    </Button>
                  )}
                </div>
                {confirming && (
                  <TakenNameConfirm
                    name={confirming}
                    onConfirm={() => choose(confirming)}
                    onCancel={() => setConfirming(null)}
                  />
                )}
                <NameList names={shown} value={value} onPick={pick} invalid={!!error} />
              </>
            )}
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
      <FieldError id="order_name-error" message={error} />
    </div>
  );
}

function NameList(props: {
  names: OrderNameChoice[];
  value: string;
  onPick: (choice: OrderNameChoice | undefined) => void;
  invalid: boolean;
}) {
  if (props.names.length === 0)
    return <p className="text-sm text-slate-600">No order name matches.</p>;
  return (
    <RadioGroup
      aria-label="Order Name"
      aria-invalid={props.invalid || undefined}
      value={props.value}
      onValueChange={(name) => props.onPick(props.names.find((n) => n.name === name))}
      className="grid max-h-72 grid-cols-2 overflow-y-auto sm:grid-cols-3"
    >
      {props.names.map((name) => (
        <RadioCard
          key={name.id}
          value={name.name}
          data-taken={name.in_use || undefined}
          className="text-sm data-[taken]:border-dashed data-[taken]:bg-slate-50"
          label={
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="break-words">{name.name}</span>
              {name.in_use && (
                <span className="text-xs font-normal text-amber-800">(on the queue)</span>
              )}
            </span>
          }
        />
      ))}
    </RadioGroup>
  );
}
