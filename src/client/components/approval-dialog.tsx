import type { Approval } from '@shared/approval-schemas';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { failureText } from '../lib/save';

/** A refusal that asks for an admin's approval (403 with `approval_required`). */
const needsApproval = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { data?: { approval_required?: unknown } }).data?.approval_required === true;

/**
 * Runs a request that may need an admin's approval: when the server answers that it does, a
 * dialog asks for the approver's email and PIN and sends the request again with them. `run`
 * resolves with the request's result, or rejects with its failure (a wrong PIN stays in the
 * dialog; closing it rejects with the refusal that asked for approval).
 */
export function useApproval() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const pending = useRef<{
    send: (approval: Approval) => Promise<unknown>;
    resolve: (value: unknown) => void;
    /** Closing the dialog fails the request with the server's refusal ('needs approval'). */
    cancel: () => void;
  }>(undefined);

  async function run<T>(send: (approval?: Approval) => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (failure) {
      if (!needsApproval(failure)) throw failure;
      setError(undefined);
      setOpen(true);
      return new Promise<T>((resolve, reject) => {
        pending.current = {
          send,
          resolve: resolve as (value: unknown) => void,
          cancel: () => reject(failure),
        };
      });
    }
  }

  const approve = async (approval: Approval) => {
    if (!pending.current) return;
    try {
      pending.current.resolve(await pending.current.send(approval));
      pending.current = undefined;
      setOpen(false);
    } catch (failure) {
      setError(failureText(failure, ' '));
    }
  };

  const dialog = (
    <ApprovalDialog
      open={open}
      error={error}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          pending.current?.cancel();
          pending.current = undefined;
        }
      }}
      onApprove={approve}
    />
  );
  return { run, dialog };
}

function ApprovalDialog(props: {
  open: boolean;
  error?: string;
  onOpenChange: (open: boolean) => void;
  onApprove: (approval: Approval) => Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await props.onApprove({ email, pin });
    setBusy(false);
    setPin('');
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="w-[min(26rem,calc(100vw-2rem))]">
        <DialogTitle>Admin approval</DialogTitle>
        <DialogDescription className="mt-1">
          An admin approves this with their email and approval PIN.
        </DialogDescription>
        <form
          onSubmit={(event) => void submit(event)}
          className="mt-4 flex flex-col gap-3"
          noValidate
        >
          <FormField label="Admin email" htmlFor="approver-email">
            <Input
              id="approver-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField label="Approval PIN" htmlFor="approver-pin" error={props.error}>
            <Input
              id="approver-pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              value={pin}
              onChange={(event) => setPin(event.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={busy} className="self-start">
            Approve
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
