import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginPayload } from '@shared/validation';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, type Location } from 'react-router';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useLoginMutation } from '../../lib/api/auth-api';
import { fieldErrorMap, applySaveError } from '../../lib/save';
import { errorMessage, FALLBACK_ERROR } from '../../lib/toast';
import { useAppDispatch, useSession } from '../../lib/state/hooks';
import { loadSessionData } from '../../lib/state/session-thunks';

/** Where the guard sent the visitor from, to return there after signing in. */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}

export function LoginPage() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { isAuthenticated } = useSession();
  const [login, { isLoading }] = useLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginPayload>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await login(body).unwrap();
      await loadSessionData(dispatch);
    } catch (error) {
      if (fieldErrorMap(error)) applySaveError(error, form.setError);
      else setServerError(errorMessage(error) ?? FALLBACK_ERROR);
    }
  });

  if (isAuthenticated) return <Navigate to={returnPath(location)} replace />;

  return (
    <Page title="Login Page" description="Log in to Soda POS" className="flex justify-center py-10">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">Welcome Back!</h1>
        <p className="mt-1 text-slate-600">Log in now and let's keep the fun flowing!</p>
        <form
          onSubmit={submit}
          noValidate
          className="mt-6 flex flex-col gap-4"
          aria-busy={isLoading}
        >
          <FormField label="Email" htmlFor="email" error={errors.email?.message}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? 'email-error' : undefined}
              {...form.register('email')}
            />
          </FormField>
          <FormField label="Password" htmlFor="password" error={errors.password?.message}>
            <Input
              id="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.password}
              aria-describedby={errors.password ? 'password-error' : undefined}
              {...form.register('password')}
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
