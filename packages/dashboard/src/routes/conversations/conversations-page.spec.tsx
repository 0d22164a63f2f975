import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SUMMARY, USER } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import ConversationsPage from './conversations-page';

const server = useMockApi();

const session = (n: number, over: object = {}) => ({
  session_id: `s${n}`,
  first_question: `Question ${n}?`,
  turns: 2,
  not_found: 0,
  rated_down: 0,
  started_at: '2026-11-20T10:00:00.000Z',
  last_activity_at: '2026-11-20T10:05:00.000Z',
  source: { kind: 'widget', key_name: 'Help centre' },
  ...over,
});

function signedIn(total = 2) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
    http.get(`${API}/api/auth/dashboard/`, () => HttpResponse.json(SUMMARY)),
    http.get(`${API}/v1/chat/sessions`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      const offset = Number(q.get('offset') ?? 0);
      const all = Array.from({ length: total }, (_, i) =>
        i === 1 ? session(i + 1, { source: { kind: 'playground', key_name: null }, not_found: 1, rated_down: 1, turns: 1 }) : session(i + 1),
      );
      return HttpResponse.json({ from: q.get('from'), to: q.get('to'), total, sessions: all.slice(offset, offset + 20) });
    }),
    http.get(`${API}/v1/chat/history`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('session_id');
      return HttpResponse.json({
        session_id: id,
        total: 2,
        messages: [
          {
            message_id: 'm1',
            message: 'How long do refunds take?',
            response: 'Refunds take 14 days.',
            timestamp: '2026-11-20T10:00:00.000Z',
            source_documents: [{ document_id: 'd1', name: 'handbook.pdf', page: 4, confidence: 0.8, snippet: 'Refunds are paid within 14 days.' }],
          },
          { message_id: 'm2', message: 'And shipping?', response: "I couldn't find anything about that in your documents.", timestamp: '2026-11-20T10:05:00.000Z', answer_status: 'not_found' },
        ],
      });
    }),
  );
  return asked;
}

describe('conversations', () => {
  it('lists the conversations with their source and flags, and opens one with its citations', async () => {
    const asked = signedIn();
    renderScreen(<ConversationsPage />);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Question 1?')).toBeTruthy();
    expect(within(list).getByText('Widget · Help centre')).toBeTruthy();
    expect(within(list).getByText('Playground')).toBeTruthy();
    expect(within(list).getByText('1 not found')).toBeTruthy();
    expect(within(list).getByText('1 rated down')).toBeTruthy();
    expect(asked[0].get('limit')).toBe('20');
    expect(asked[0].get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await userEvent.click(within(list).getByRole('button', { name: /Question 1\?/ }));
    expect(await screen.findByText('Refunds take 14 days.')).toBeTruthy();
    const sources = screen.getByRole('list', { name: 'Sources' });
    expect(within(sources).getByRole('button', { name: /handbook\.pdf ?, page 4/ })).toBeTruthy();
    expect(screen.getByText('And shipping?')).toBeTruthy();
  });

  it('filters by source and pages through long lists', async () => {
    const asked = signedIn(45);
    renderScreen(<ConversationsPage />);
    expect(await screen.findByText('1–20 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('21–40 of 45')).toBeTruthy();
    expect(asked.at(-1)!.get('offset')).toBe('20');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'Widget');
    await waitFor(() => expect(asked.at(-1)!.get('source')).toBe('widget'));
    expect(asked.at(-1)!.get('offset')).toBe('0');
  });

  it('says what to do when there are none', async () => {
    signedIn(0);
    renderScreen(<ConversationsPage />);
    expect(await screen.findByText(/No conversations between/)).toBeTruthy();
  });
});
