import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HANDBOOK, USER } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import PlaygroundPage from './playground-page';

const server = useMockApi();
const encoder = new TextEncoder();
const SOURCE = { document_id: HANDBOOK.id, name: 'handbook.pdf', page: 4, confidence: 0.82, snippet: 'Employees get 24 days of paid leave a year.' };

/** An SSE answer, token by token, the last event carrying the sources. `hold` keeps the stream open after the tokens. */
function sse(tokens: string[], { hold = false, notFound = false, sources = [SOURCE] as unknown[] } = {}) {
  return new ReadableStream({
    start(controller) {
      for (const token of tokens) controller.enqueue(encoder.encode(`data: ${JSON.stringify({ token })}\n\n`));
      if (hold) return;
      const end = { token: '', answer_status: notFound ? 'not_found' : 'answered', source_documents: notFound ? [] : sources, token_usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 }, session_id: 's', message_id: 'm_1' };
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(end)}\n\ndata: [DONE]\n\n`));
      controller.close();
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  URL.createObjectURL = () => 'blob:http://dashboard.test/pdf-1';
  URL.revokeObjectURL = () => {};
  server.use(
    http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
    http.get(`${API}/v1/documents`, () => HttpResponse.json([HANDBOOK])),
    http.get(`${API}/v1/chat/history`, ({ request }) => HttpResponse.json({ session_id: new URL(request.url).searchParams.get('session_id'), messages: [], total: 0 })),
  );
});

describe('playground', () => {
  it('streams a cited answer and opens the cited PDF at its page', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/v1/chat/stream`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(sse(['Employees get ', '24 days ', 'of leave [1].']), { headers: { 'Content-Type': 'text/event-stream' } });
      }),
      http.get(`${API}/v1/documents/${HANDBOOK.id}/file`, () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } })),
    );
    renderScreen(<PlaygroundPage />);
    await screen.findByText(/No questions in this session yet/);
    await userEvent.type(screen.getByLabelText('Your question'), 'How many days of leave?{Enter}');
    expect(await screen.findByText('Employees get 24 days of leave [1].')).toBeTruthy();
    expect(body).toMatchObject({ message: 'How many days of leave?', context: true, session_id: expect.stringMatching(/^session_/) });

    // The name is isolated in its own element; jsdom's accessible name adds a space after it (browsers do not).
    const source = await screen.findByRole('button', { name: /\[1\] handbook.pdf ?, page 4/ });
    expect(source.textContent).toContain('82% confidence');
    expect(source.textContent).toContain('Employees get 24 days of paid leave a year.');
    await userEvent.click(source);
    const viewer = await screen.findByRole('dialog', { name: 'handbook.pdf' });
    const frame = await within(viewer).findByTitle('handbook.pdf, page 4');
    expect(frame.getAttribute('src')).toBe('blob:http://dashboard.test/pdf-1#page=4');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Keyboard focus goes back to the citation that opened the viewer.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /\[1\] handbook.pdf ?, page 4/ })));
    // The session is remembered for this organization, titled by its first question.
    expect(screen.getByRole('button', { name: /How many days of leave\?/ })).toBeTruthy();
  });

  it('opens a source with a highlight on its page image with the sentence marked, and the whole PDF on request', async () => {
    const highlight = { page_width: 612, page_height: 792, rects: [[72, 700, 540, 712], [72, 686, 300, 698]] };
    let imageAsked = '';
    server.use(
      http.post(`${API}/v1/chat/stream`, () => new HttpResponse(sse(['Employees get 24 days [1].'], { sources: [{ ...SOURCE, highlight }] }), { headers: { 'Content-Type': 'text/event-stream' } })),
      http.get(`${API}/v1/documents/${HANDBOOK.id}/pages/:page/image`, ({ params }) => ((imageAsked = String(params.page)), new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }))),
      http.get(`${API}/v1/documents/${HANDBOOK.id}/file`, () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } })),
    );
    renderScreen(<PlaygroundPage />);
    await screen.findByText(/No questions in this session yet/);
    await userEvent.type(screen.getByLabelText('Your question'), 'How many days of leave?{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /\[1\] handbook.pdf ?, page 4/ }));
    const viewer = await screen.findByRole('dialog', { name: 'handbook.pdf' });
    expect(within(viewer).getByRole('img', { name: 'handbook.pdf, page 4, with the quoted sentence marked' })).toBeTruthy();
    await waitFor(() => expect(imageAsked).toBe('4'));
    expect(within(viewer).queryByTitle('handbook.pdf, page 4')).toBeNull();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Open the whole PDF at page 4' }));
    const frame = await within(viewer).findByTitle('handbook.pdf, page 4');
    expect(frame.getAttribute('src')).toBe('blob:http://dashboard.test/pdf-1#page=4');
  });

  it('rates an answer with thumbs, a second choice replacing the first', async () => {
    const ratings: unknown[] = [];
    server.use(
      http.post(`${API}/v1/chat/stream`, () => new HttpResponse(sse(['Employees get 24 days.']), { headers: { 'Content-Type': 'text/event-stream' } })),
      http.post(`${API}/v1/chat/feedback`, async ({ request }) => {
        const body = (await request.json()) as { message_id: string; rating: string };
        ratings.push(body);
        return HttpResponse.json({ ...body, comment: null, rated_at: '2026-11-23T00:00:00.000Z' });
      }),
    );
    renderScreen(<PlaygroundPage />);
    await screen.findByText(/No questions in this session yet/);
    await userEvent.type(screen.getByLabelText('Your question'), 'How many days of leave?{Enter}');
    const down = await screen.findByRole('button', { name: 'Bad answer' });
    await userEvent.click(down);
    await waitFor(() => expect(down.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Good answer' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Good answer' }).getAttribute('aria-pressed')).toBe('true'));
    expect(down.getAttribute('aria-pressed')).toBe('false');
    expect(ratings).toEqual([{ message_id: 'm_1', rating: 'down' }, { message_id: 'm_1', rating: 'up' }]);
  });

  it('shows an answer the documents do not cover apart, with a hint to rephrase and no sources', async () => {
    const notFound = "I couldn't find anything about that in your documents.";
    server.use(
      http.post(`${API}/v1/chat/stream`, () => new HttpResponse(sse([notFound], { notFound: true }), { headers: { 'Content-Type': 'text/event-stream' } })),
    );
    renderScreen(<PlaygroundPage />);
    await screen.findByText(/No questions in this session yet/);
    await userEvent.type(screen.getByLabelText('Your question'), 'What is the capital of Mongolia?{Enter}');
    const answer = await screen.findByText(notFound);
    const bubble = answer.closest('[data-answer-status]');
    expect(bubble?.getAttribute('data-answer-status')).toBe('not_found');
    expect(bubble?.className).toContain('border-dashed');
    expect(screen.getByText('Try rephrasing, or name the document you mean.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /handbook.pdf, page/ })).toBeNull();
  });

  it('shows the earlier answers of a session again with clickable citations, and a refused one apart', async () => {
    const notFound = "I couldn't find anything about that in your documents.";
    const messages = [
      { message_id: 'm_1', message: 'How many days of leave?', response: 'Employees get 24 days of paid leave a year. [handbook.pdf, p. 4]', timestamp: '2026-11-27T10:00:00.000Z', answer_status: 'answered', source_documents: [SOURCE] },
      { message_id: 'm_2', message: 'What is the capital of Mongolia?', response: notFound, timestamp: '2026-11-27T10:01:00.000Z', answer_status: 'not_found', source_documents: [] },
    ];
    server.use(
      http.get(`${API}/v1/chat/history`, ({ request }) => HttpResponse.json({ session_id: new URL(request.url).searchParams.get('session_id'), messages, total: 2 })),
      http.get(`${API}/v1/documents/${HANDBOOK.id}/file`, () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } })),
    );
    renderScreen(<PlaygroundPage />);
    const source = await screen.findByRole('button', { name: /\[1\] handbook.pdf ?, page 4/ });
    expect(source.textContent).toContain('Employees get 24 days of paid leave a year.');
    await userEvent.click(source);
    expect(await screen.findByRole('dialog', { name: 'handbook.pdf' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect((await screen.findByText(notFound)).closest('[data-answer-status]')?.getAttribute('data-answer-status')).toBe('not_found');
  });

  it('stops an answer on Stop, and sends context only when it is on', async () => {
    let aborted = false;
    let context: unknown;
    server.use(
      http.post(`${API}/v1/chat/stream`, async ({ request }) => {
        context = ((await request.json()) as { context: boolean }).context;
        request.signal.addEventListener('abort', () => (aborted = true));
        return new HttpResponse(sse(['Partial '], { hold: true }), { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    renderScreen(<PlaygroundPage />);
    await screen.findByText(/No questions in this session yet/);
    await userEvent.click(screen.getByLabelText('Use earlier messages of this session (context)'));
    await userEvent.type(screen.getByLabelText('Your question'), 'Summarize it{Enter}');
    await screen.findByText('Partial');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped. Ask again to get the whole answer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeTruthy();
    expect(context).toBe(false);
    await waitFor(() => expect(aborted).toBe(true));
  });

  it('shows the API\'s sentence when the day\'s questions are used up', async () => {
    server.use(
      http.post(`${API}/v1/chat/stream`, () =>
        HttpResponse.json({ error: 'The Free plan allows 5 chat queries per day; the quota resets at 00:00 UTC.', code: 'daily_quota_exceeded', request_id: 'r' }, { status: 429, headers: { 'Retry-After': '0' } }),
      ),
    );
    renderScreen(<PlaygroundPage />);
    await screen.findByText(/No questions in this session yet/);
    await userEvent.type(screen.getByLabelText('Your question'), 'Hello?{Enter}');
    expect(await screen.findByText('The Free plan allows 5 chat queries per day; the quota resets at 00:00 UTC.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
