import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/ui/dialog';
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[min(26rem,calc(100vw-2rem))]">
        <DialogTitle>Approval PIN</DialogTitle>
        <DialogDescription className="mt-1">
          4 to 8 digits. Staff ask for it, with your email, to void or refund an order.
        </DialogDescription>
        <form
          onSubmit={(event) => void submit(event)}
          className="mt-4 flex flex-col gap-3"
          noValidate
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
          <Button type="submit" disabled={busy} className="self-start">
            Save PIN
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
