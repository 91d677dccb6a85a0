import { loginSchema, type LoginPayload } from '@shared/validation';

export type LoginErrors = Partial<Record<keyof LoginPayload, string>>;

/** The sign-in form's check, loaded on the first submit (zod is not in the entry chunk). */
export function validateLogin(
  values: LoginPayload,
): { values: LoginPayload; errors?: never } | { errors: LoginErrors; values?: never } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof LoginPayload;
    errors[field] ??= issue.message;
  }
  return { errors };
}
