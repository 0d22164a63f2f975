import { jest } from '@jest/globals';
import type { QuestionGroup, QuestionsReport } from '@pagewise/sdk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { USER } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import QuestionsPage from './questions-page';

const server = useMockApi();
const signedIn = () => http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER));

const group = (question: string, extra: Partial<QuestionGroup> = {}): QuestionGroup => ({
  id: question.length.toString(16).padStart(16, '0'),
  question,
  examples: [question],
  terms: [],
  count: 3,
  answered: 2,
  not_found: 1,
  rated_down: 0,
  first_asked: '2026-11-20T10:00:00.000Z',
  last_asked: '2026-11-23T10:00:00.000Z',
  top_document: null,
  ...extra,
});
const report = (view: string, groups: QuestionGroup[]): QuestionsReport =>
  ({ from: '2026-10-25', to: '2026-11-23', view, questions: 9, total: groups.length, limit: 20, offset: 0, wordings: groups.length, truncated: false, groups }) as QuestionsReport;

/** RFC 4180, strictly: what a spreadsheet or csv-parse reads. Throws on a stray quote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), (i += 2);
      else if (c === '"') (quoted = false), (i += 1);
      else (field += c), (i += 1);
    } else if (c === '"') {
      if (field !== '') throw new Error(`A quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (c === ',') row.push(field), (field = ''), (i += 1);
    else if (c === '\r' && text[i + 1] === '\n') row.push(field), rows.push(row), (row = []), (field = ''), (i += 2);
    else if (c === '\n' || c === '\r') throw new Error(`A bare line break at ${i}`);
    else (field += c), (i += 1);
  }
  if (quoted) throw new Error('An unterminated quoted field');
  if (field !== '' || row.length) throw new Error('The last record has no line break');
  return rows;
}

describe('questions', () => {
  it('shows the three views of /v1/analytics/questions', async () => {
    const asked: string[] = [];
    server.use(
      signedIn(),
      http.get(`${API}/v1/analytics/questions`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('view')} ${params.get('days')} ${params.get('offset')}`);
        return HttpResponse.json(
          params.get('view') === 'not_answered'
            ? report('not_answered', [group('How do I reset my password?', { not_found: 3, answered: 0 })])
            : report('most_asked', [
                group('What is the refund policy?', { count: 7, examples: ['What is the refund policy?', 'refund policy'], top_document: { document_id: 'd1', name: 'terms.pdf', citations: 5 } }),
                group('रिफंड नीति क्या है?'),
              ]),
        );
      }),
    );
    renderScreen(<QuestionsPage />);
    expect(await screen.findByRole('rowheader', { name: /What is the refund policy\?/ })).toBeTruthy();
    expect(screen.getByText('Also asked as: “refund policy”')).toBeTruthy();
    expect(screen.getByText('terms.pdf')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'रिफंड नीति क्या है?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Not answered' }));
    expect(await screen.findByRole('rowheader', { name: 'How do I reset my password?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(asked).toEqual(['most_asked 30 0', 'not_answered 30 0', 'not_answered 7 0']));
  });

  it('downloads the view as CSV that parses, quotes and line breaks included', async () => {
    const tricky = group('Is it "free", or paid?\nAsk.', { examples: ['Is it "free", or paid?\nAsk.', 'free or paid'], top_document: { document_id: 'd', name: 'a, b.pdf', citations: 2 } });
    let limit: string | null = null;
    server.use(
      signedIn(),
      http.get(`${API}/v1/analytics/questions`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('limit') === '500') limit = '500';
        return HttpResponse.json(report('most_asked', [tricky, group('=HYPERLINK("x")'), group('மணி என்ன?')]));
      }),
    );
    let saved: Blob | null = null;
    const create = jest.fn((blob: Blob) => ((saved = blob), 'blob:questions'));
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<QuestionsPage />);
    await screen.findByRole('rowheader', { name: /Is it "free"/ });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(limit).toBe('500');
    const rows = parseCsv(await saved!.text());
    expect(rows[0]).toEqual(['question', 'examples', 'asked', 'answered', 'not_found', 'rated_down', 'first_asked', 'last_asked', 'top_document', 'top_document_citations']);
    expect(rows[1]).toEqual(['Is it "free", or paid?\nAsk.', 'Is it "free", or paid?\nAsk.\nfree or paid', '3', '2', '1', '0', '2026-11-20T10:00:00.000Z', '2026-11-23T10:00:00.000Z', 'a, b.pdf', '2']);
    // A visitor's question is never run as a spreadsheet formula.
    expect(rows[2][0]).toBe(`'=HYPERLINK("x")`);
    expect(rows[3][0]).toBe('மணி என்ன?');
    expect(rows).toHaveLength(4);
    click.mockRestore();
  });

  it('names the plans that have the report on Free', async () => {
    server.use(
      signedIn(),
      http.get(`${API}/v1/analytics/questions`, () =>
        HttpResponse.json(
          { error: 'The questions report is part of advanced analytics, on the Pro and Enterprise plans; the Free plan has basic analytics (GET /v1/analytics/usage). Upgrade to Pro to see it.', code: 'plan_limit_reached', request_id: 'r' },
          { status: 403 },
        ),
      ),
    );
    renderScreen(<QuestionsPage />);
    expect(await screen.findByText(/on the Pro and Enterprise plans; the Free plan has basic analytics/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/usage#plans');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
