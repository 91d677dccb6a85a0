import type { LoginPayload } from '@shared/validation';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, FALLBACK_ERROR, fieldErrorMap } from '../../lib/error-body';
import { useSession } from '../../lib/state/hooks';
import { signIn } from '../../lib/state/session-store';
import type { LoginErrors } from './login-validation';
import { retryingImport } from '../../lib/lazy-retrying';

/** Where the guard sent the visitor from, to return there after signing in. */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
const validation = retryingImport(() => import('./login-validation'));
const validate = async (values: LoginPayload) => (await validation()).validateLogin(values);

/** Checked on submit, then each field again as it changes; the first invalid field gets focus. */
function useLoginForm(onValid: (body: LoginPayload) => Promise<LoginErrors | void>) {
  const [values, setValues] = useState<LoginPayload>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const latest = useRef(values);
  // Per field (and the whole form on submit): a later check wins over an earlier one.
  const checks = useRef({ email: 0, password: 0, form: 0 });
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const change = async (field: Field, value: string) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    if (!submitted.current) return;
    const check = ++checks.current[field];
    const checked = await validate(latest.current);
    if (check === checks.current[field])
      setErrors((current) => ({ ...current, [field]: checked.errors?.[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    for (const name of FIELDS) checks.current[name]++;
    const check = ++checks.current.form;
    const checked = await validate(latest.current);
    if (check !== checks.current.form) return;
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      inputs.current[FIELDS.find((field) => checked.errors[field])!]?.focus();
      return;
    }
    const serverErrors = await onValid(checked.values);
    if (serverErrors) setErrors(serverErrors);
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: { target: { value: string } }) => void change(name, event.target.value),
  });
  return { errors, submit, field };
}

export function LoginPage() {
  const location = useLocation();
  const { isAuthenticated } = useSession();
  const [isLoading, setLoading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useLoginForm(async (body) => {
    setServerError(null);
    setLoading(true);
    try {
      await signIn(body);
    } catch (error) {
      setLoading(false);
      const fields = fieldErrorMap(error);
      if (fields)
        return Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m.join('\n')]));
      setServerError(errorMessage(error) ?? FALLBACK_ERROR);
    }
  });
  const { errors } = form;

  if (isAuthenticated) return <Navigate to={returnPath(location)} replace />;

  return (
    <Page title="Login Page" description="Log in to Soda POS" className="flex justify-center py-10">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">Welcome Back!</h1>
        <p className="mt-1 text-slate-600">Log in now and let's keep the fun flowing!</p>
        <form
          onSubmit={(event) => void form.submit(event)}
          noValidate
          className="mt-6 flex flex-col gap-4"
          aria-busy={isLoading}
        >
          <FormField label="Email" htmlFor="email" error={errors.email}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? 'email-error' : undefined}
              {...form.field('email')}
            />
          </FormField>
          <FormField label="Password" htmlFor="password" error={errors.password}>
            <Input
              id="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.password}
              aria-describedby={errors.password ? 'password-error' : undefined}
              {...form.field('password')}
            />
          </FormField>
          {serverError && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700"
            >
              {serverError}
            </p>
          )}
          <Button type="submit" size="lg" disabled={isLoading}>
            {isLoading && <Spinner className="size-5 text-white" label="Signing in" />}
            Submit
          </Button>
        </form>
      </Card>
    </Page>
  );
}
