import { Button, fieldClasses, Input, Textarea } from '@pagewise/ui';
import { ArrowLeftIcon, Loader2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { describedBy, FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/account/password-input';
import { COUNTRIES } from './countries';
import type { AccountType, SignupFormInput } from './signup-schema';
import { useSignupForm } from './use-signup-form';

/** Step 2: the form of the chosen account type. */
export function SignupForm({ accountType, onBack, onCreated }: { accountType: AccountType; onBack: () => void; onCreated: (email: string) => void }) {
  const { form, submit, busy } = useSignupForm(accountType, onCreated);
  const { register, setFocus } = form;
  // The chosen card is gone: keyboard focus moves to the form's first field instead of falling back to the page.
  useEffect(() => setFocus(accountType === 'organization' ? 'organizationName' : 'firstName'), [accountType, setFocus]);
  const errors = form.formState.errors;
  const error = (field: keyof SignupFormInput) => errors[field]?.message as string | undefined;
  const field = (id: keyof SignupFormInput) => ({ id, ...describedBy(id, error(id)), ...register(id) });
  const organization = accountType === 'organization';

  return (
    <form onSubmit={submit} noValidate aria-label={organization ? 'Organization signup' : 'Personal signup'} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" className="h-auto px-0" onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          Back to selection
        </Button>
        <p className="text-sm text-muted">
          {organization ? 'Organization account' : 'Personal account'}
        </p>
      </div>

      {organization && (
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-4 text-lg font-semibold">Your organization</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="organizationName" label="Organization Name" error={error('organizationName')}>
              <Input autoComplete="organization" required {...field('organizationName')} />
            </FormField>
            <FormField id="organizationWebsite" label="Organization Website" error={error('organizationWebsite')}>
              <Input type="url" inputMode="url" autoComplete="url" placeholder="https://example.com" required {...field('organizationWebsite')} />
            </FormField>
          </div>
          <FormField id="description" label="Description" optional error={error('description')}>
            <Textarea rows={3} {...field('description')} />
          </FormField>
        </fieldset>
      )}

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold">Your details</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField id="firstName" label="First Name" error={error('firstName')}>
            <Input autoComplete="given-name" required {...field('firstName')} />
          </FormField>
          <FormField id="middleName" label="Middle Name" optional>
            <Input autoComplete="additional-name" {...field('middleName')} />
          </FormField>
          <FormField id="lastName" label="Last Name" error={error('lastName')}>
            <Input autoComplete="family-name" required {...field('lastName')} />
          </FormField>
        </div>
        <FormField
          id="email"
          label={organization ? 'Work Email' : 'Email'}
          error={error('email')}
          hint={organization ? 'Use an address at your organization’s website domain.' : undefined}
        >
          <Input type="email" autoComplete="email" required {...field('email')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="phone" label="Phone" error={error('phone')}>
            <Input type="tel" autoComplete="tel" required {...field('phone')} />
          </FormField>
          <FormField id="country" label="Country" error={error('country')}>
            <select className={`${fieldClasses} h-11`} autoComplete="country" required {...field('country')}>
              <option value="">Select your country</option>
              {COUNTRIES.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="password" label="Password" error={error('password')} hint="At least 8 characters.">
            <PasswordInput autoComplete="new-password" required {...field('password')} />
          </FormField>
          <FormField id="confirmPassword" label="Confirm Password" error={error('confirmPassword')}>
            <PasswordInput autoComplete="new-password" required {...field('confirmPassword')} />
          </FormField>
        </div>
      </fieldset>

      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy && <Loader2Icon aria-hidden className="animate-spin" />}
        {busy ? 'Creating account…' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-link underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
