import { Alert, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@pagewise/ui';
import type { ApiKeyCreateResponse } from '@pagewise/sdk';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../auth/session-provider';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../layout/page-header';
import { rememberPublishableKey } from '../../lib/publishable-keys';
import { apiKeysQuery, summaryQuery } from '../../lib/queries';
import { AdminKeyCard } from './admin-key-card';
import { CreateKeyForm } from './create-key-form';
import { KeyList } from './key-list';
import { KeyReveal } from './key-reveal';
import { secretKeyCap } from './secret-key-cap';

export default function KeysPage() {
  const apiKeys = useQuery(apiKeysQuery());
  const summary = useQuery(summaryQuery());
  const { user } = useSession();
  const [created, setCreated] = useState<ApiKeyCreateResponse | null>(null);
  const onCreated = (result: ApiKeyCreateResponse) => {
    if (result.api_key.type === 'publishable') rememberPublishableKey(user.organization.id, result.key);
    setCreated(result);
  };
  const error = apiKeys.error ?? summary.error;
  const admin = apiKeys.data?.find((k) => k.is_admin && k.status === 'active');
  const others = apiKeys.data?.filter((k) => !k.is_admin) ?? [];
  const cap = apiKeys.data && summary.data ? secretKeyCap(summary.data, apiKeys.data) : null;

  return (
    <>
      <PageHeader title="API keys" description="Keys let your code and your website reach your documents. Each request names its key; each key holds only the scopes it needs." />
      <Alert className="mb-6 flex gap-3">
        <ShieldAlertIcon aria-hidden className="size-5 shrink-0 text-warning" strokeWidth={1.5} />
        <span>
          <strong>Keep secret keys server-side.</strong> A secret key (<code>pw_sk_…</code>) reads and changes your documents: never put it in a web page, an app or a repository. Web
          pages use a publishable key (<code>pw_pk_…</code>), as the <Link to="/widget" className="text-link underline">widget</Link> does.
        </span>
      </Alert>
      {error ? (
        <ErrorState error={error} what="your keys" retry={() => void Promise.all([apiKeys.refetch(), summary.refetch()])} />
      ) : !apiKeys.data || !summary.data || !cap ? (
        <div role="status" aria-busy="true" aria-label="Loading your keys" className="flex flex-col gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <AdminKeyCard adminKey={admin} />
          <Card>
            <CardHeader>
              <CardTitle as="h2">Create a key</CardTitle>
              <CardDescription>{cap.explanation}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {created && <KeyReveal plaintext={created.key} what={`${created.api_key.name} is created.`} />}
              <CreateKeyForm canCreateSecret={cap.canCreateSecret} secretCapText={cap.short} onCreated={onCreated} />
            </CardContent>
          </Card>
          <section aria-labelledby="other-keys" className="flex flex-col gap-3">
            <h2 id="other-keys" className="text-lg font-semibold">
              Scoped and publishable keys
            </h2>
            <KeyList apiKeys={others} />
          </section>
        </div>
      )}
    </>
  );
}
