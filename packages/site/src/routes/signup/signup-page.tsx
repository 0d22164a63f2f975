import { MailCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AccountPanel } from '../../components/account/account-panel';
import { usePageMeta } from '../../lib/use-page-meta';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { AccountTypeChoice } from './account-type-choice';
import { CheckEmail } from './check-email';
import { SignupForm } from './signup-form';
import type { AccountType } from './signup-schema';

type Step = { name: 'choose' } | { name: 'form'; accountType: AccountType } | { name: 'sent'; email: string };

/** Signup in three steps: account type, the form, then "Check Your Email". */
export default function SignupPage() {
  usePageMeta('Sign up', 'Create a free Pagewise account: personal or for your organization. No credit card required.');
  useScrollToTop();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  // Each step starts at the top of the page, where its heading is.
  useEffect(() => {
    window.scrollTo(0, 0); // a block: Chromium's scrollTo returns a promise, which React would take for a cleanup
  }, [step.name]);

  if (step.name === 'sent') {
    return (
      <AccountPanel title="Check Your Email" icon={<MailCheckIcon aria-hidden className="size-10" strokeWidth={1.5} />}>
        <CheckEmail email={step.email} />
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title="Create your account" lead="Free to start • No credit card required • 2-minute setup" width="wide">
      {step.name === 'choose' ? (
        <AccountTypeChoice onChoose={(accountType) => setStep({ name: 'form', accountType })} />
      ) : (
        // Keyed by type: going back and choosing again starts from an empty form.
        <SignupForm
          key={step.accountType}
          accountType={step.accountType}
          onBack={() => setStep({ name: 'choose' })}
          onCreated={(email) => setStep({ name: 'sent', email })}
        />
      )}
    </AccountPanel>
  );
}
