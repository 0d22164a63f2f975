import { Alert, Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Skeleton } from '@pagewise/ui';
import type { WebhookEndpoint, WebhookEventType } from '@pagewise/sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { CopyButton } from '../../components/copy-button';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../layout/page-header';
import { api } from '../../lib/api';
import { messageOf } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';

const EVENTS: { type: WebhookEventType; label: string }[] = [
  { type: 'document.processed', label: 'A document is processed' },
  { type: 'document.failed', label: 'A document fails, with the reason' },
  { type: 'document.deleted', label: 'A document is deleted' },
  { type: 'api_key.revoked', label: 'An API key is revoked' },
  { type: 'quota.reached', label: "The day's chat quota is used up" },
  { type: 'question.unanswered', label: 'A question the documents could not answer (once per question a day)' },
];

const endpointsKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;
const endpointsQuery = () => queryOptions({ queryKey: endpointsKey, queryFn: ({ signal }) => api().webhooks.list({ signal }) });

/** A signing secret, shown once: copy it now. */
function SecretReveal({ secret, what }: { secret: string; what: string }) {
  return (
    <Alert tone="success" className="flex flex-col gap-3 text-foreground" role="status">
      <p className="font-medium">{what} Copy the signing secret now: it is shown only this once.</p>
      <code data-testid="webhook-secret" className="block rounded-control border border-border bg-surface p-3 text-sm break-all">
        {secret}
      </code>
      <CopyButton text={secret} label="Copy secret" className="self-start" />
    </Alert>
  );
}

function AddEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['document.processed', 'document.failed']);
  const create = useMutation({
    mutationFn: () => api().webhooks.create({ url: url.trim(), events }),
    onSuccess: (created) => {
      setUrl('');
      void queryClient.invalidateQueries({ queryKey: endpointsKey });
      onCreated(created.secret);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  // Why "Add endpoint" cannot be pressed yet, said next to it rather than left to guess.
  const missing = !url.trim() ? 'Enter the endpoint URL to add it.' : events.length === 0 ? 'Choose at least one event to add the endpoint.' : null;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-url`}>Endpoint URL</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://example.com/pagewise-webhooks"
          aria-describedby={`${id}-url-hint`}
          value={url}
          onChange={(e) => (setUrl(e.target.value), create.reset())}
        />
        <p id={`${id}-url-hint`} className="text-sm text-muted">
          https:// is required. While you develop, http://localhost (or 127.0.0.1) is accepted too, so you can receive deliveries on your own machine;
          a production API refuses it.
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Events</legend>
        {EVENTS.map(({ type, label }) => (
          <label key={type} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1.5 accent-accent"
              checked={events.includes(type)}
              onChange={(e) => (setEvents(e.target.checked ? [...events, type] : events.filter((t) => t !== type)), create.reset())}
            />
            <span>
              <code>{type}</code> <span className="text-sm text-muted">{label}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {create.error && <Alert tone="danger">{messageOf(create.error)}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending || missing !== null} aria-describedby={missing ? `${id}-missing` : undefined}>
          {create.isPending ? 'Adding…' : 'Add endpoint'}
        </Button>
        {missing && (
          <p id={`${id}-missing`} className="text-sm text-muted">
            {missing}
          </p>
        )}
      </div>
    </form>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const deliveries = useQuery({ queryKey: deliveriesKey(endpoint.id), queryFn: ({ signal }) => api().webhooks.deliveries(endpoint.id, { signal }), refetchInterval: 3_000 });
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) => api().webhooks.redeliver(endpoint.id, deliveryId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpoint.id) }),
  });
  if (deliveries.error) return <Alert tone="danger">{messageOf(deliveries.error)}</Alert>;
  if (!deliveries.data) return <Skeleton className="h-16" />;
  if (deliveries.data.length === 0) return <p className="text-sm text-muted">No deliveries yet.</p>;
  return (
    <div className="flex flex-col gap-2">
      {redeliver.error && <Alert tone="danger">{messageOf(redeliver.error)}</Alert>}
      <ul aria-label={`Deliveries to ${endpoint.url}`} className="flex flex-col gap-2">
        {deliveries.data.map((d) => (
          <li key={d.id} aria-label={`${d.event_type} ${d.status}`} className="flex flex-col gap-1 rounded-control border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <code>{d.event_type}</code> <span className="text-muted">{formatDateTime(d.created_at)}</span>
              </span>
              <span className="flex items-center gap-2">
                <Badge variant={d.status === 'delivered' ? 'accent' : 'muted'}>{d.status === 'delivered' ? 'Delivered' : d.status === 'failed' ? 'Failed' : 'Retrying'}</Badge>
                <Button variant="outline" size="sm" disabled={redeliver.isPending} onClick={() => redeliver.mutate(d.id)}>
                  Redeliver
                </Button>
              </span>
            </div>
            <p className="text-muted break-all">
              Event <code>{d.event_id}</code> · {d.attempt_log.map((a) => `attempt ${a.attempt}: ${a.status_code ?? a.error ?? 'no answer'} in ${a.latency_ms} ms`).join(' · ') || 'not sent yet'}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: endpointsKey });
  const toggle = useMutation({ mutationFn: () => api().webhooks.update(endpoint.id, { enabled: !endpoint.enabled }), onSuccess: refresh });
  const rotate = useMutation({ mutationFn: () => api().webhooks.rotateSecret(endpoint.id), onSuccess: (r) => (setSecret(r.secret), refresh()) });
  const error = toggle.error ?? rotate.error;
  return (
    <li aria-label={endpoint.url} className="flex flex-col gap-3 rounded-card border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-all">{endpoint.url}</p>
          <p className="flex flex-wrap gap-1 pt-1">
            {endpoint.events.map((type) => (
              <code key={type} className="rounded-full bg-surface px-2 text-xs leading-5">
                {type}
              </code>
            ))}
          </p>
        </div>
        <Badge variant={endpoint.enabled ? 'accent' : 'muted'}>{endpoint.enabled ? 'Enabled' : 'Disabled'}</Badge>
      </div>
      {endpoint.disabled_reason && <p className="text-sm text-muted">{endpoint.disabled_reason}</p>}
      {endpoint.previous_secret_expires_at && <p className="text-sm text-muted">The previous secret also signs until {formatDateTime(endpoint.previous_secret_expires_at)}.</p>}
      {secret && <SecretReveal secret={secret} what="The secret is rotated; the previous one keeps signing for 24 hours." />}
      {error && <Alert tone="danger">{messageOf(error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="outline" size="sm" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
          Rotate secret
        </Button>
        <Button variant="outline" size="sm" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        <ConfirmDeleteDialog
          subject={endpoint.url}
          title="Delete this endpoint?"
          description={`Nothing more is sent to ${endpoint.url}, and its delivery log goes with it.`}
          confirm="Delete endpoint"
          remove={() => api().webhooks.delete(endpoint.id)}
          onDeleted={refresh}
        />
      </div>
      {showLog && <DeliveryLog endpoint={endpoint} />}
    </li>
  );
}

export default function WebhooksPage() {
  const endpoints = useQuery(endpointsQuery());
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <PageHeader title="Webhooks" description="Pagewise tells your server when a document is processed or fails, when one is deleted, when a key is revoked and when the day's chat quota runs out. Deliveries are signed (Standard Webhooks) and retried for about 3 days." />
      {endpoints.error ? (
        <ErrorState error={endpoints.error} what="your webhook endpoints" retry={() => void endpoints.refetch()} />
      ) : !endpoints.data ? (
        <div role="status" aria-busy="true" aria-label="Loading your webhook endpoints" className="flex flex-col gap-4">
          <Skeleton className="h-40" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Add an endpoint</CardTitle>
              <CardDescription>A URL that answers 2xx within 5 seconds. Verify each delivery with its signing secret (webhooks.verify in the SDK).</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {secret && <SecretReveal secret={secret} what="The endpoint is added." />}
              <AddEndpointForm onCreated={setSecret} />
            </CardContent>
          </Card>
          <section aria-labelledby="webhook-endpoints" className="flex flex-col gap-3">
            <h2 id="webhook-endpoints" className="text-lg font-semibold">
              Endpoints
            </h2>
            {endpoints.data.length === 0 ? (
              <p className="text-muted">No endpoints yet.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {endpoints.data.map((endpoint) => (
                  <EndpointCard key={endpoint.id} endpoint={endpoint} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}
