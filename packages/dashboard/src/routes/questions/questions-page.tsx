import type { QuestionGroup, QuestionView } from '@pagewise/sdk';
import { Alert, Button, cn, focusRing } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../layout/page-header';
import { api } from '../../lib/api';
import { downloadCsv } from '../../lib/csv';
import { messageOf } from '../../lib/error-message';
import { formatDateTime, formatNumber } from '../../lib/format';
import { QUESTIONS_PAGE, questionsQuery } from '../../lib/queries';
import { questionsCsv } from './questions-csv';

const VIEWS: { view: QuestionView; label: string; empty: string }[] = [
  { view: 'most_asked', label: 'Most asked', empty: 'No questions were asked in this period.' },
  { view: 'not_answered', label: 'Not answered', empty: 'Every question in this period was answered from your documents.' },
  { view: 'rated_down', label: 'Rated down', empty: 'No answer in this period was rated down.' },
];
const PRESETS = [7, 30, 90] as const;
/** A download takes the first 500 groups of the view in one request (the API's largest page). */
const CSV_GROUPS = 500;

export default function QuestionsPage() {
  const [view, setView] = useState<QuestionView>('most_asked');
  const [days, setDays] = useState<(typeof PRESETS)[number]>(30);
  const [offset, setOffset] = useState(0);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const report = useQuery({ ...questionsQuery(view, days, offset), placeholderData: (previous) => previous });
  const current = VIEWS.find((v) => v.view === view)!;
  const planRefused = (report.error as { code?: string } | null)?.code === 'plan_limit_reached';

  const choose = (next: { view?: QuestionView; days?: (typeof PRESETS)[number] }) => {
    if (next.view) setView(next.view);
    if (next.days) setDays(next.days);
    setOffset(0);
  };

  const saveCsv = async () => {
    setDownload({ busy: true, error: null });
    try {
      const all = await api().analytics.questions({ view, days, limit: CSV_GROUPS });
      downloadCsv(`questions-${view.replace('_', '-')}-${all.from}-to-${all.to}.csv`, questionsCsv(all.groups));
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: messageOf(error) });
    }
  };

  return (
    <>
      <PageHeader
        title="Questions"
        description="What visitors ask, grouped by what they ask (in English, Hindi, Marathi and Tamil): the most asked, those your documents could not answer, and those whose answers were rated down."
      />
      {planRefused ? (
        <Alert tone="info" className="flex flex-col items-start gap-3">
          <p>{messageOf(report.error)}</p>
          <Link to="/usage#plans" className={cn('font-medium underline underline-offset-4', focusRing)}>
            Compare plans
          </Link>
        </Alert>
      ) : (
        <section aria-labelledby="questions-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div role="group" aria-label="View" className="inline-flex rounded-control bg-surface p-1">
              {VIEWS.map((v) => (
                <Toggle key={v.view} pressed={view === v.view} onClick={() => choose({ view: v.view })}>
                  {v.label}
                </Toggle>
              ))}
            </div>
            <div role="group" aria-label="Period" className="inline-flex rounded-control bg-surface p-1">
              {PRESETS.map((n) => (
                <Toggle key={n} pressed={days === n} onClick={() => choose({ days: n })}>
                  {n} days
                </Toggle>
              ))}
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="questions-heading" className="text-lg font-semibold">
              {current.label}, last {days} days
            </h2>
            <Button variant="outline" size="sm" onClick={() => void saveCsv()} disabled={download.busy || !report.data?.total}>
              <DownloadIcon aria-hidden className="size-4" />
              {download.busy ? 'Preparing…' : 'Download CSV'}
            </Button>
          </div>
          {download.error && <Alert tone="danger">Could not download the questions. {download.error}</Alert>}
          {report.error ? (
            <ErrorState error={report.error} what="the questions" retry={() => void report.refetch()} />
          ) : !report.data ? (
            <Loading className="h-64" label="Loading the questions" />
          ) : report.data.total === 0 ? (
            <p className="rounded-card border border-border p-6 text-muted">{current.empty}</p>
          ) : (
            <>
              <p className="text-sm text-muted" data-testid="questions-summary">
                {formatNumber(report.data.total)} {report.data.total === 1 ? 'group' : 'groups'} from {formatNumber(report.data.questions)}{' '}
                {report.data.questions === 1 ? 'question' : 'questions'}
                {report.data.truncated ? ' (the rarest wordings are left out: more than 5,000 distinct ones)' : ''}.
              </p>
              <QuestionsTable groups={report.data.groups} />
              <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
                <span className="text-muted">
                  {formatNumber(offset + 1)}–{formatNumber(offset + report.data.groups.length)} of {formatNumber(report.data.total)}
                </span>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - QUESTIONS_PAGE))}>
                    Previous
                  </Button>
                  <Button variant="outline" size="sm" disabled={offset + QUESTIONS_PAGE >= report.data.total} onClick={() => setOffset(offset + QUESTIONS_PAGE)}>
                    Next
                  </Button>
                </div>
              </nav>
            </>
          )}
        </section>
      )}
    </>
  );
}

function Toggle({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn('rounded-[8px] px-3 py-1.5 text-sm font-medium text-muted aria-pressed:bg-background aria-pressed:text-foreground', focusRing)}
    >
      {children}
    </button>
  );
}

function QuestionsTable({ groups }: { groups: QuestionGroup[] }) {
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="text-table w-full text-left">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-3">Question</th>
            <th scope="col" className="p-3 text-right">Asked</th>
            <th scope="col" className="p-3 text-right">Answered</th>
            <th scope="col" className="p-3 text-right">Not found</th>
            <th scope="col" className="p-3 text-right">Rated down</th>
            <th scope="col" className="p-3">Last asked</th>
            <th scope="col" className="p-3">Cited most</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id} className="border-b border-border align-top last:border-0">
              <th scope="row" className="p-3 font-normal">
                <span className="font-medium">{g.question}</span>
                {g.examples.length > 1 && (
                  <span className="mt-1 block text-sm text-muted">Also asked as: {g.examples.slice(1).map((e) => `“${e}”`).join(', ')}</span>
                )}
              </th>
              <td className="p-3 text-right">{formatNumber(g.count)}</td>
              <td className="p-3 text-right">{formatNumber(g.answered)}</td>
              <td className="p-3 text-right">{formatNumber(g.not_found)}</td>
              <td className="p-3 text-right">{formatNumber(g.rated_down)}</td>
              <td className="p-3 whitespace-nowrap">{formatDateTime(g.last_asked)}</td>
              <td className="p-3">{g.top_document ? g.top_document.name : <span className="text-muted">None</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
