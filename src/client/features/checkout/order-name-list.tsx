import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import type { OrderNameChoice } from './checkout-api';

const ITEM = 'order-name';

interface OrderNameListProps {
  names: OrderNameChoice[];
  loading: boolean;
  /** The list name chosen, '' when none (or a typed name). */
  value: string;
  /** A name chosen with the arrow keys: the list stays open. */
  onChoose: (choice: OrderNameChoice) => void;
  /** A name clicked or tapped: the list folds. */
  onPick: (choice: OrderNameChoice) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invalid: boolean;
  /** Shown beside the trigger ('Next free name'). */
  children?: ReactNode;
}

/** The spec's radio list of every order name, folded under 'Choose from the list'. */
export function OrderNameList(props: OrderNameListProps) {
  const { open, onOpenChange } = props;
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open ? ITEM : ''}
      onValueChange={(v) => onOpenChange(v === ITEM)}
    >
      <Accordion.Item value={ITEM}>
        <div className="flex flex-wrap gap-2">
          {props.children}
          <Accordion.Header asChild>
            <div>
              <Accordion.Trigger className="group inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-500">
                Choose from the list
                <ChevronDown
                  className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </div>
          </Accordion.Header>
        </div>
        <Accordion.Content className="pt-3">
          {props.loading ? <Spinner /> : <NameRadios {...props} />}
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}

function NameRadios({ names, value, onChoose, onPick, invalid }: OrderNameListProps) {
  if (names.length === 0) return <p className="text-sm text-slate-600">No order names yet.</p>;
  return (
    <RadioGroup
      aria-label="Order Name"
      aria-invalid={invalid || undefined}
      value={value}
      onValueChange={(name) => {
        const choice = names.find((n) => n.name === name);
        if (choice) onChoose(choice);
      }}
      className="grid max-h-60 grid-cols-2 overflow-y-auto rounded-lg border border-slate-200 p-2"
    >
      {names.map((name) => (
        <RadioCard
          key={name.id}
          value={name.name}
          data-taken={name.in_use || undefined}
          // A pointer's click (detail > 0), not the one the arrow keys make as they move.
          onClick={(event) => event.detail > 0 && onPick(name)}
          className="px-3 text-sm data-[taken]:border-dashed data-[taken]:bg-slate-50"
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
