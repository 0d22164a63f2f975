import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Input } from '@pagewise/ui';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { describedBy, FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/account/password-input';
import { type LoginForm as LoginValues, loginSchema } from './login-schema';

/**
 * Email and password. A refused sign-in shows the server's sentence ("Invalid email or password.", or the
 * unverified-email one) above the fields; once signed in, the session guard sends the browser to the dashboard.
 */
export function LoginForm() {
  const { login, loading } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (credentials) => {
    if (loading) return;
    setFailure(null);
    try {
      await login(credentials);
    } catch (error) {
      setFailure((error as Error).message);
      form.setFocus('password');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in" className="flex flex-col gap-5">
      {failure && (
        <Alert tone="danger">
          <p>{failure}</p>
        </Alert>
      )}
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" required {...describedBy('email', errors.email?.message)} {...form.register('email')} />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <PasswordInput id="password" autoComplete="current-password" required {...describedBy('password', errors.password?.message)} {...form.register('password')} />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-link underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={loading} aria-busy={loading}>
        {loading && <Loader2Icon aria-hidden className="animate-spin" />}
        {loading ? 'Signing in…' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted">
        New to Pagewise?{' '}
        <Link to="/signup" className="font-medium text-link underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
