import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrorMap } from '../../lib/error-body';
import { failureText } from '../../lib/save';
import { notifyInPlace } from '../../lib/toast';

/**
 * A stock form's submit: runs the request; on success keeps the answer to show in place (no toast
 * over the form) and says `announce(answer)` through the app's live region; a refusal is kept in
 * words, with the server's field messages by field for the forms that show them by their fields.
 */
export function useStockSubmit<T>(run: () => Promise<T>, announce: (answer: T) => string) {
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState<T>();
  const [busy, setBusy] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setError(undefined);
    setFields({});
    setSaved(undefined);
    setBusy(true);
    try {
      const answer = await run();
      setSaved(answer);
      notifyInPlace(announce(answer));
    } catch (failure) {
      setError(failureText(failure, '\n'));
      setFields(fieldErrorMap(failure) ?? {});
    } finally {
      setBusy(false);
    }
  };
  /** A refusal found before sending (nothing to save, a number that is not one). */
  const refuse = (message: string) => {
    setSaved(undefined);
    setFields({});
    setError(message);
  };
  const clearSaved = () => setSaved(undefined);
  return { error, fields, saved, busy, submit, refuse, clearSaved };
}

/** Success told where the form is: what was recorded, until the next change. */
export function SavedNote({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      data-testid="saved-note"
      className="flex gap-3 rounded-lg border border-teal-300 bg-teal-50 p-3 text-teal-950"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
