import { useState, type FormEvent } from 'react';
import { failureText } from './save';

/**
 * A form's submit: runs the request, then `done` with its answer; a refusal (or any failure) is
 * kept as `error`, in words, for the form to show.
 */
export function useSubmit<T>(run: () => Promise<T>, done: (result: T) => void) {
  const [error, setError] = useState<string>();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setError(undefined);
    try {
      done(await run());
    } catch (failure) {
      setError(failureText(failure, ' '));
    }
  };
  return { error, submit };
}
