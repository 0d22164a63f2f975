import { Button } from '@pagewise/ui';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AccountPanel } from '../../components/account/account-panel';
import { usePageMeta } from '../../lib/use-page-meta';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { siteConfig } from '../../site-config';
import { RequestStep } from './request-step';
import { ResetStep } from './reset-step';
import { useCountdown } from './use-countdown';
import { VerifyStep } from './verify-step';

type Step = { name: 'request' } | { name: 'verify'; email: string } | { name: 'reset'; email: string; otp: string } | { name: 'success' };

const LEADS = {
  request: 'Enter the email address of your account and we will send you a 6-digit code.',
  verify: 'Enter the code from the email.',
  reset: 'Choose a new password for your account.',
  success: undefined,
} as const;

/** request → verify (a 300 s countdown starts) → reset (the countdown stops) → success. */
export default function ForgotPasswordPage() {
  usePageMeta('Reset your password', 'Forgot your Pagewise password? Get a 6-digit code by email and choose a new one.');
  useScrollToTop();
  const [step, setStep] = useState<Step>({ name: 'request' });
  const countdown = useCountdown();
  useEffect(() => {
    window.scrollTo(0, 0); // a block: Chromium's scrollTo returns a promise, which React would take for a cleanup
  }, [step.name]);
  const restart = () => countdown.start(siteConfig.accounts.otpSeconds);

  if (step.name === 'success') {
    return (
      <AccountPanel title="Password reset" icon={<CircleCheckIcon aria-hidden className="size-12 text-success" strokeWidth={1.5} />}>
        <div className="flex flex-col gap-6">
          <p role="status" className="text-center">
            Your password has been changed. Sign in with your new password.
          </p>
          <Button asChild size="lg">
            <Link to="/login">Go to Login</Link>
          </Button>
        </div>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title={step.name === 'reset' ? 'Choose a new password' : 'Forgot your password?'} lead={LEADS[step.name]}>
      {step.name === 'request' && (
        <RequestStep
          onSent={(email) => {
            restart();
            setStep({ name: 'verify', email });
          }}
        />
      )}
      {step.name === 'verify' && (
        <VerifyStep
          email={step.email}
          secondsLeft={countdown.secondsLeft}
          timerRunning={countdown.running}
          onResent={restart}
          onVerified={(otp) => {
            countdown.stop();
            setStep({ name: 'reset', email: step.email, otp });
          }}
        />
      )}
      {step.name === 'reset' && <ResetStep email={step.email} otp={step.otp} onReset={() => setStep({ name: 'success' })} />}
    </AccountPanel>
  );
}
