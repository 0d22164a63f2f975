import { Alert, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../auth/session-provider';
import { CopyButton } from '../../components/copy-button';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../layout/page-header';
import { knownPublishableKeys, rememberPublishableKey } from '../../lib/publishable-keys';
import { apiKeysQuery, summaryQuery } from '../../lib/queries';
import { KeyPicker } from './key-picker';
import { scriptTag, widgetIntegrityQuery, type WidgetSettings, widgetSettingsQuery } from './widget-api';
import { WidgetPreview } from './widget-preview';
import { WidgetSettingsForm } from './widget-settings-form';
import { Loading } from '../../components/loading';

export default function WidgetPage() {
  const { user } = useSession();
  const orgId = user.organization.id;
  const settings = useQuery(widgetSettingsQuery());
  const integrity = useQuery(widgetIntegrityQuery());
  const apiKeys = useQuery(apiKeysQuery());
  const summary = useQuery(summaryQuery());
  const [draft, setDraft] = useState<WidgetSettings | null>(null);
  const [remembered, setRemembered] = useState(() => knownPublishableKeys(orgId));
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    setDraft((d) => d ?? settings.data ?? null);
  }, [settings.data]);

  const active = apiKeys.data?.filter((k) => k.status === 'active') ?? [];
  // The API lists publishable keys with their text (they are public); keys older than that field are known only
  // if this browser made them or they were pasted here.
  const known = [...new Set([...remembered, ...active.flatMap((k) => (k.type === 'publishable' && k.publishable_key ? [k.publishable_key] : []))])];
  const usable = known.filter((k) => active.some((a) => a.type === 'publishable' && k.startsWith(a.key_prefix)));
  const key = selected && usable.includes(selected) ? selected : (usable[0] ?? null);
  const keyMeta = key ? active.find((a) => key.startsWith(a.key_prefix)) : undefined;
  const previewAllowed = keyMeta?.allowed_origins.includes(window.location.origin) ?? false;
  const tag = key ? scriptTag({ key, integrity: integrity.data?.integrity ?? null }) : null;
  const error = settings.error ?? apiKeys.error;

  const addKey = (k: string) => {
    rememberPublishableKey(orgId, k);
    setRemembered(knownPublishableKeys(orgId));
    setSelected(k);
  };

  return (
    <>
      <PageHeader title="Widget" description="A chat about your documents on any website, from one script tag. Set its look here; the preview is the real widget." />
      {error ? (
        <ErrorState error={error} what="the widget's settings" retry={() => void Promise.all([settings.refetch(), apiKeys.refetch()])} />
      ) : !draft || !apiKeys.data ? (
        <Loading className="h-96" label="Loading the widget's settings" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle as="h2">Look</CardTitle>
              </CardHeader>
              <CardContent>
                <WidgetSettingsForm values={draft} onChange={setDraft} planTitle={summary.data?.plan.title ?? 'current'} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Install</CardTitle>
                <CardDescription>Paste this before &lt;/body&gt; on every page that should show the chat. The key must list that site's origin.</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <KeyPicker known={known} activeKeys={active} selected={key} onSelect={setSelected} onKnown={addKey} />
                {tag && (
                  <>
                    <pre data-testid="script-tag" className="overflow-x-auto rounded-control border border-border bg-surface p-3 text-sm whitespace-pre-wrap break-all">
                      {tag}
                    </pre>
                    <CopyButton text={tag} label="Copy tag" className="self-start" />
                    <p className="text-sm text-muted">
                      {integrity.data
                        ? 'The integrity hash pins this build of widget.js: after an upgrade of Pagewise, copy the tag again.'
                        : 'The integrity hash could not be read, so the tag is not pinned to a build.'}{' '}
                      Allowed origins: {keyMeta?.allowed_origins.join(', ')}.
                    </p>
                  </>
                )}
              </CardContent>
            </Card>
          </div>
          <Card className="min-w-0 self-start">
            <CardHeader>
              <CardTitle as="h2">Preview</CardTitle>
              <CardDescription>Questions asked here are real: they use today's chat queries.</CardDescription>
            </CardHeader>
            <CardContent>
              {key && previewAllowed ? (
                <WidgetPreview apiKey={key} integrity={integrity.data?.integrity ?? null} settings={draft} />
              ) : (
                <Alert>{key ? `The chosen key does not list ${window.location.origin}, so it cannot run on this page. Create a publishable key for this dashboard to preview.` : 'Choose or create a publishable key to see the preview.'}</Alert>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
}
