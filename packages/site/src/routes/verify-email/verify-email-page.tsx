import { ACCOUNT_TEXT } from '@pagewise/protocol/account';
import { Button } from '@pagewise/ui';
import { CircleCheckIcon, CircleXIcon, Loader2Icon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AccountPanel } from '../../components/account/account-panel';
import { usePageMeta } from '../../lib/use-page-meta';
import { useEmailVerification } from './use-email-verification';

const icon = 'size-12';

/** Opened from the link in the signup mail: /verify-email?token=…. */
export default function VerifyEmailPage() {
  usePageMeta('Verify your email', 'Confirm your email address to activate your Pagewise account.');
  const [params] = useSearchParams();
  const result = useEmailVerification(params.get('token'));

  if (result.state === 'loading') {
    return (
      <AccountPanel title="Verifying your email" icon={<Loader2Icon aria-hidden className={`${icon} animate-spin motion-reduce:animate-none`} strokeWidth={1.5} />}>
        <p role="status" className="text-center text-muted">
          Please wait while we confirm your address…
        </p>
      </AccountPanel>
    );
  }
  if (result.state === 'verified') {
    return (
      <AccountPanel title="Email verified" icon={<CircleCheckIcon aria-hidden className={`${icon} text-success`} strokeWidth={1.5} />}>
        <div className="flex flex-col gap-6">
          <p role="status" className="text-center">
            {ACCOUNT_TEXT.emailVerified} Your account is active.
          </p>
          <Button asChild size="lg">
            <Link to="/login">Continue to Sign In</Link>
          </Button>
        </div>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title="Verification failed" icon={<CircleXIcon aria-hidden className={`${icon} text-danger`} strokeWidth={1.5} />}>
      <div className="flex flex-col gap-6">
        <p role="alert" className="text-center">
          {result.message || ACCOUNT_TEXT.verificationLinkInvalid}
        </p>
        <div className="flex flex-col gap-3">
          <Button asChild size="lg">
            <Link to="/signup">Try Again</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/login">Back to Sign In</Link>
          </Button>
        </div>
      </div>
    </AccountPanel>
  );
}
