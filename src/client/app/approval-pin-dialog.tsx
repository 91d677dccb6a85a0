import { useState } from 'react';
import { FormDialog } from '../components/form-dialog';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { useSetApprovalPinMutation } from '../lib/api/orders-api';
import { notifySuccess } from '../lib/toast';
import { useSubmit } from '../lib/use-submit';

/** An admin sets the PIN they approve staff members' voids and refunds with. */
export function ApprovalPinDialog({ onClose }: { onClose: () => void }) {
  const [pin, setPin] = useState('');
  const [setApprovalPin, { isLoading: busy }] = useSetApprovalPinMutation();
  const { error, submit } = useSubmit(
    () => setApprovalPin(pin).unwrap(),
    () => {
      notifySuccess('Approval PIN saved');
      onClose();
    },
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Approval PIN"
      description="4 to 8 digits. Staff ask for it, with your email, to void or refund an order."
      className="w-[min(26rem,calc(100vw-2rem))]"
      onSubmit={submit}
      submitLabel="Save PIN"
      busy={busy}
    >
      <FormField label="New PIN" htmlFor="new-approval-pin" error={error}>
        <Input
          id="new-approval-pin"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={8}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
