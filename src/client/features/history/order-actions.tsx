import type { OrderRecord } from '@shared/order-record-schemas';
import type { PaymentMethod } from '@shared/tenders';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { formatDollars } from '../../lib/money';
import { notifySuccess } from '../../lib/toast';
import { useApproval } from '../../components/approval-dialog';
import { useRefundOrderMutation, useVoidOrderMutation } from '../../lib/api/orders-api';
import { useSubmit } from '../../lib/use-submit';

const METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', other: 'Other' };

/** Void (nobody started it, nothing refunded) and Refund (something left to refund). */
export function OrderActions({ record }: { record: OrderRecord }) {
  const approval = useApproval();
  const started = record.is_in_progress || record.is_complete;
  const mayVoid = record.status === 'paid' && !started;
  const mayRefund = record.is_paid && record.status !== 'voided' && record.refundable > 0;
  if (!mayVoid && !mayRefund) return null;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {mayVoid && <VoidDialog record={record} run={approval.run} />}
      {mayRefund && <RefundDialog record={record} run={approval.run} />}
      {approval.dialog}
    </div>
  );
}

type Run = ReturnType<typeof useApproval>['run'];

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField label="Reason" htmlFor="action-reason">
      <Input
        id="action-reason"
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

function VoidDialog({ record, run }: { record: OrderRecord; run: Run }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [voidOrder, { isLoading }] = useVoidOrderMutation();
  const { error, submit } = useSubmit(
    () => run((approval) => voidOrder({ id: record.id, reason, approval }).unwrap()),
    () => {
      notifySuccess(`Order #${record.id} voided`);
      setOpen(false);
    },
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="destructive">Void order</Button>}
      title={`Void order #${record.id}`}
      onSubmit={submit}
      error={error}
      submitLabel="Void order"
      submitVariant="destructive"
      busy={isLoading}
    >
      <p className="text-slate-600">
        The order leaves the queue and counts in no sales figure. It stays in the history.
      </p>
      <ReasonField value={reason} onChange={setReason} />
    </FormDialog>
  );
}

function RefundDialog({ record, run }: { record: OrderRecord; run: Run }) {
  const refunded = new Set(record.refunds.flatMap((r) => r.items));
  const items = record.order_items.filter((item) => !refunded.has(item.id));
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<PaymentMethod>(record.payment_method ?? 'cash');
  const [refundOrder, { isLoading }] = useRefundOrderMutation();
  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const what = chosen.length ? { items: chosen } : { amount: amount.trim() };
  const { error, submit } = useSubmit(
    () =>
      run((approval) => refundOrder({ id: record.id, ...what, reason, method, approval }).unwrap()),
    (answer) => {
      notifySuccess(`Refunded ${formatDollars(answer.amount)}`);
      setOpen(false);
      setChosen([]);
      setAmount('');
      setReason('');
    },
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">Refund</Button>}
      title={`Refund order #${record.id}`}
      className="w-[min(32rem,calc(100vw-2rem))]"
      formClassName="gap-4"
      onSubmit={submit}
      error={error}
      submitLabel="Refund"
      busy={isLoading}
    >
      <p className="text-slate-600">
        Up to {formatDollars(record.refundable)} can be refunded. Choose items (with their tax) or
        enter an amount.
      </p>
      {items.length > 0 && <RefundItems items={items} chosen={chosen} onToggle={toggle} />}
      <FormField label="Amount" htmlFor="refund-amount">
        <Input
          id="refund-amount"
          inputMode="decimal"
          placeholder="0.00"
          disabled={chosen.length > 0}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className="max-w-40"
        />
      </FormField>
      <RadioGroup
        aria-label="Refund method"
        value={method}
        onValueChange={(value) => setMethod(value as PaymentMethod)}
      >
        {(Object.keys(METHOD_LABELS) as PaymentMethod[]).map((m) => (
          <RadioCard key={m} value={m} label={METHOD_LABELS[m]} />
        ))}
      </RadioGroup>
      <ReasonField value={reason} onChange={setReason} />
    </FormDialog>
  );
}

/** The items not yet refunded, each with a box; chosen items are refunded with their tax. */
function RefundItems({
  items,
  chosen,
  onToggle,
}: {
  items: OrderRecord['order_items'];
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-900">Items</legend>
      {items.map((item) => (
        <label key={item.id} className="flex items-center gap-3">
          <Checkbox
            checked={chosen.includes(item.id)}
            onCheckedChange={(on) => onToggle(item.id, on === true)}
            aria-label={`Refund ${item.order_item_name} ${formatDollars(item.price)}`}
          />
          <span className="flex-1">{item.order_item_name}</span>
          <span className="tabular-nums">{formatDollars(item.price)}</span>
        </label>
      ))}
    </fieldset>
  );
}
