import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { FieldError } from '../../components/ui/form-field';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { useOrderNameAutocompleteQuery } from './checkout-api';

interface OrderNamePickerProps {
  value: string;
  onChange: (name: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string;
}

const ITEM = 'order-name';

/** The 'Order Name' accordion: a radio list of names, '(Selected: {name})' in its header. */
export function OrderNamePicker({
  value,
  onChange,
  open,
  onOpenChange,
  error,
}: OrderNamePickerProps) {
  const { data, isLoading } = useOrderNameAutocompleteQuery('');
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
            <Accordion.Trigger className="group flex min-h-12 w-full cursor-pointer items-center gap-2 px-4 text-left">
              <span className="font-semibold text-slate-900">Order Name</span>
              {value && <span className="text-slate-600">(Selected: {value})</span>}
              <ChevronDown
                className="ml-auto size-5 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="border-t border-slate-200 p-4">
            {isLoading ? (
              <Spinner />
            ) : (
              <RadioGroup
                aria-label="Order Name"
                aria-invalid={!!error || undefined}
                value={value}
                onValueChange={onChange}
                className="grid max-h-72 grid-cols-2 overflow-y-auto sm:grid-cols-3"
              >
                {data?.results.map((name) => (
                  <RadioCard
                    key={name.id}
                    value={name.name}
                    label={name.name}
                    className="text-sm"
                  />
                ))}
              </RadioGroup>
            )}
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
      <FieldError id="order_name-error" message={error} />
    </div>
  );
}
