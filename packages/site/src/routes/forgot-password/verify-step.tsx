import { ACCOUNT_TEXT, accountErrorText } from '@pagewise/protocol/account';
import { Button, InputOtp, Label } from '@pagewise/ui';
import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorId } from '../../components/form-field';
import { accountApi } from '../../lib/http-client';
import { siteConfig } from '../../site-config';
import { Countdown } from './countdown';
import { otpSchema } from './reset-schema';

interface VerifyStepProps {
  email: string;
  secondsLeft: number;
  timerRunning: boolean;
  /** A new code was sent: the countdown starts again. */
  onResent: () => void;
  onVerified: (otp: string) => void;
}

/** Step 2: the six digits from the mail, a countdown, and a new code once the countdown has run out. */
export function VerifyStep({ email, secondsLeft, timerRunning, onResent, onVerified }: VerifyStepProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = otpSchema.safeParse({ otp });
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      return;
    }
    setBusy('verify');
    try {
      const answer = await accountApi.verifyOtp(email, otp);
      if (answer?.message) toast.success(answer.message);
      onVerified(otp);
    } catch (failure) {
      toast.error(accountErrorText('verifyOtp', failure));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      await accountApi.forgotPassword(email);
      toast.success(ACCOUNT_TEXT.newOtpSent);
      setOtp('');
      setError(null);
      onResent();
    } catch (failure) {
      toast.error(accountErrorText('resendOtp', failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={verify} noValidate aria-label="Enter the code" className="flex flex-col gap-5">
      <p>
        We sent a {siteConfig.accounts.otpLength}-digit code to <strong className="font-semibold break-all">{email}</strong>.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="otp">Verification code</Label>
        <InputOtp
          id="otp"
          length={siteConfig.accounts.otpLength}
          value={otp}
          onChange={(value) => {
            setOtp(value);
            setError(null);
          }}
          invalid={error !== null}
          aria-describedby={error ? errorId('otp') : undefined}
          autoFocus
        />
        {error && (
          <p id={errorId('otp')} className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <Countdown secondsLeft={secondsLeft} />
      <Button type="submit" size="lg" disabled={busy !== null} aria-busy={busy === 'verify'}>
        {busy === 'verify' && <Loader2Icon aria-hidden className="animate-spin" />}
        Verify Code
      </Button>
      <Button variant="outline" size="lg" onClick={resend} disabled={timerRunning || busy !== null} aria-busy={busy === 'resend'}>
        {busy === 'resend' && <Loader2Icon aria-hidden className="animate-spin" />}
        Resend Code
      </Button>
    </form>
  );
}
