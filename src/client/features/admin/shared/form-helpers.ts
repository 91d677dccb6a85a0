import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@shared/validation';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { failureText } from '../../../lib/save';
import { notifyError } from '../../../lib/toast';

/**
 * Validates with a shared schema but hands the typed values (not the schema's parsed output, which
 * is in cents) to the submit handler: the server parses the same strings with the same schema.
 */
export function rawResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return zodResolver(schema as z.ZodType<unknown, FieldValues>, undefined, {
    raw: true,
  }) as unknown as Resolver<T>;
}

/** A form checked with a shared schema (see rawResolver), checked again on each change. */
export function useSchemaForm<T extends FieldValues>(
  schema: z.ZodType,
  defaultValues: DefaultValues<T>,
) {
  return useForm<T>({
    resolver: rawResolver<T>(schema),
    defaultValues,
    reValidateMode: 'onChange',
  });
}

/** A TextField's id (`prefix-name`), error and registration for one field of the form. */
export const fieldsOf =
  <T extends FieldValues>(form: UseFormReturn<T>, idPrefix: string) =>
  (name: FieldPath<T>) => ({
    id: `${idPrefix}-${name}`,
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    registration: form.register(name),
  });

/** A dropdown's option object; value 0 (the default option) counts as nothing chosen. */
export const chosenOption = (required: string) =>
  z
    .object({ value: z.number().int(), label: z.string() }, { error: required })
    .refine((option) => option.value !== 0, required);

export const anyOption = z.object({ value: z.number().int(), label: z.string() });

/** A failed request as one error toast: the server's message, else its field messages, else the fallback. */
export function notifyFailure(error: unknown): void {
  notifyError(failureText(error));
}
