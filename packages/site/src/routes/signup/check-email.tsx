import { accountErrorText } from '@pagewise/protocol/account';
import { Button } from '@pagewise/ui';
import { Loader2Icon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { accountApi } from '../../lib/http-client';
import { siteConfig } from '../../site-config';

/** Step 3: the account exists; the link in the mail verifies it. */
export function CheckEmail({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const answer = await accountApi.resendVerification(email);
      if (answer?.message) toast.success(answer.message);
    } catch (error) {
      toast.error(accountErrorText('resendVerification', error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="text-center">
        We sent a verification link to <strong className="font-semibold [overflow-wrap:anywhere]">{breakableEmail(email)}</strong>. Open it to activate your account.
      </p>
      <ul className="flex list-disc flex-col gap-2 rounded-control bg-surface p-4 pl-8 text-sm text-muted">
        <li>The link works for {siteConfig.accounts.verificationLinkHours} hours.</li>
        <li>Not there? Check your spam or junk folder.</li>
        <li>Mail can take a few minutes to arrive; wait a little before asking for a new link.</li>
      </ul>
      <div className="flex flex-col gap-3">
        <Button variant="outline" size="lg" onClick={resend} disabled={busy} aria-busy={busy}>
          {busy && <Loader2Icon aria-hidden className="animate-spin" />}
          Resend Link
        </Button>
        <Button asChild size="lg">
          <Link to="/login">Continue to Sign In</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * A long address wraps where a reader expects it to: before the @ and after a dot ("procurement.team" /
 * "@northwind.example"), never in the middle of a word unless one part alone is wider than the line.
 */
function breakableEmail(email: string) {
  return email.split(/(?=@)|(?<=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
