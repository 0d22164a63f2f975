import type { ChatSessionsParams } from '@pagewise/sdk';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Input, Label } from '@pagewise/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../layout/page-header';
import { messageOf } from '../../lib/error-message';
import { formatNumber } from '../../lib/format';
import { defaultRange, downloadExport, PAGE_SIZE, sessionsQuery } from './conversations-api';
import { SessionTable } from './session-table';
import { SessionTurns } from './session-turns';

type Source = NonNullable<ChatSessionsParams['source']>;

/** Every conversation with your documents (API, widget, playground): browse, open one with its citations, export a range. */
export default function ConversationsPage() {
  const id = useId();
  const [range, setRange] = useState(defaultRange);
  const [source, setSource] = useState<Source | ''>('');
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const params: ChatSessionsParams = { ...range, limit: PAGE_SIZE, offset, ...(source && { source }) };
  const sessions = useQuery(sessionsQuery(params));
  const exporting = useMutation({ mutationFn: (format: 'csv' | 'jsonl') => downloadExport({ format, ...range }) });

  const setDay = (field: 'from' | 'to', value: string) => {
    if (!value) return;
    setRange((r) => ({ ...r, [field]: value }));
    setOffset(0);
  };
  const total = sessions.data?.total ?? 0;
  const select = 'h-11 w-full rounded-control border border-border bg-background px-3 text-foreground';

  return (
    <>
      <PageHeader
        title="Conversations"
        description="What people asked your documents, from the widget, your API keys and the playground. Open one to read it with its citations, or export a range."
        actions={
          <>
            <Button variant="outline" onClick={() => exporting.mutate('csv')} disabled={exporting.isPending}>
              <DownloadIcon aria-hidden /> Export CSV
            </Button>
            <Button variant="outline" onClick={() => exporting.mutate('jsonl')} disabled={exporting.isPending}>
              <DownloadIcon aria-hidden /> Export JSON Lines
            </Button>
          </>
        }
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>From (UTC day)</Label>
          <Input id={`${id}-from`} type="date" value={range.from} max={range.to} onChange={(e) => setDay('from', e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>To (UTC day)</Label>
          <Input id={`${id}-to`} type="date" value={range.to} min={range.from} onChange={(e) => setDay('to', e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-source`}>Source</Label>
          <select id={`${id}-source`} className={select} value={source} onChange={(e) => (setSource(e.target.value as Source | ''), setOffset(0))}>
            <option value="">All sources</option>
            <option value="widget">Widget</option>
            <option value="api">API keys</option>
            <option value="playground">Playground</option>
          </select>
        </div>
      </div>
      {exporting.isPending && <p className="mb-4 text-sm text-muted" role="status">Preparing the export…</p>}
      {exporting.error && (
        <Alert tone="danger" className="mb-4">
          {messageOf(exporting.error)}
        </Alert>
      )}
      {sessions.error ? (
        <ErrorState error={sessions.error} what="the conversations" retry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <Loading className="h-96" label="Loading the conversations" />
      ) : total === 0 ? (
        <Alert>
          No conversations between {range.from} and {range.to}
          {source ? ' from this source' : ''}. Questions asked in the widget, through the API or in the{' '}
          <Link to="/playground" className="text-link underline">
            playground
          </Link>{' '}
          appear here.
        </Alert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex min-w-0 flex-col gap-3">
            <SessionTable sessions={sessions.data.sessions} openId={openId} onOpen={setOpenId} />
            <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                Newer
              </Button>
              <span className="text-muted" aria-live="polite">
                {formatNumber(offset + 1)}–{formatNumber(Math.min(offset + PAGE_SIZE, total))} of {formatNumber(total)}
              </span>
              <Button variant="outline" size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
                Older
              </Button>
            </nav>
          </div>
          <Card className="min-w-0 self-start">
            <CardHeader>
              <CardTitle as="h2">{openId ? 'Conversation' : 'Open a conversation'}</CardTitle>
            </CardHeader>
            <CardContent>{openId ? <SessionTurns sessionId={openId} /> : <p className="text-muted">Choose one on the left to read its questions, answers and cited pages.</p>}</CardContent>
          </Card>
        </div>
      )}
    </>
  );
}
