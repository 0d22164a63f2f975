import { AccountPanel } from '../../components/account/account-panel';
import { usePageMeta } from '../../lib/use-page-meta';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { LoginForm } from './login-form';

export default function LoginPage() {
  usePageMeta('Sign in', 'Sign in to your Pagewise account to manage your documents, API keys and widget.');
  useScrollToTop();
  return (
    <AccountPanel title="Sign in" lead="Welcome back. Sign in to open your dashboard.">
      <LoginForm />
    </AccountPanel>
  );
}
