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
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <FormField label="Amount" htmlFor="movement-amount">
          <Input
            id="movement-amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
        <FormField label="Reason" htmlFor="movement-reason">
          <Input
            id="movement-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </div>
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
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <FormField label="Counted cash" htmlFor="counted-cash">
          <Input
            id="counted-cash"
            inputMode="decimal"
            value={counted}
            onChange={(event) => setCounted(event.target.value)}
          />
        </FormField>
        <FormField label="Note" htmlFor="close-note">
          <Input id="close-note" value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
      </div>
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
