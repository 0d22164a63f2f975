import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { leave } from '../../lib/leave';
import { ADMIN_KEY, FREE_SUMMARY, HANDBOOK, SUMMARY, USER, usageReport } from '../../../test/support/fixtures';
import { API, SITE, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import HomePage from './home-page';

const server = useMockApi();

function signedIn({ documents = [HANDBOOK], keys = [ADMIN_KEY], queries = 3 } = {}) {
  server.use(
    http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
    http.get(`${API}/api/auth/dashboard/`, () => HttpResponse.json(SUMMARY)),
    http.get(`${API}/v1/documents`, () => HttpResponse.json(documents)),
    http.get(`${API}/v1/apikeys`, () => HttpResponse.json(keys)),
    http.get(`${API}/v1/analytics/usage`, () => HttpResponse.json(usageReport([{ date: '2026-11-23', queries, tokens: 900 }]))),
  );
}

describe('home', () => {
  it('shows the organization, its plan and usage against the limits', async () => {
    signedIn();
    renderScreen(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(await screen.findByText('Pro plan')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Documents' }).getAttribute('aria-valuetext')).toBe('1 of 5');
    expect(screen.getByRole('progressbar', { name: 'Secret API keys' }).getAttribute('aria-valuetext')).toBe('1 of 3');
    expect(screen.getByRole('progressbar', { name: 'Chat queries today' }).getAttribute('aria-valuetext')).toBe('4 of 100');
    expect(screen.getByText(/Each PDF up to 2 MB/)).toBeTruthy();
  });

  it('shows a new Free account\'s one admin key as "1 of 1" without a warning colour; a full quota still warns', async () => {
    signedIn();
    server.use(http.get(`${API}/api/auth/dashboard/`, () => HttpResponse.json({ ...FREE_SUMMARY, usage: { ...FREE_SUMMARY.usage, chat_queries_today: 5 } })));
    renderScreen(<HomePage />);
    const keys = await screen.findByRole('progressbar', { name: 'Secret API keys' });
    expect(keys.getAttribute('aria-valuetext')).toBe('1 of 1');
    expect(keys.querySelector('[data-warning]')!.getAttribute('data-warning')).toBe('false');
    expect(screen.getByText('The admin key included; publishable widget keys are not counted.')).toBeTruthy();
    const queries = screen.getByRole('progressbar', { name: 'Chat queries today' });
    expect(queries.querySelector('[data-warning]')!.getAttribute('data-warning')).toBe('true');
  });

  it('ticks the getting-started steps from the real state', async () => {
    signedIn({ documents: [HANDBOOK], queries: 2, keys: [ADMIN_KEY] });
    renderScreen(<HomePage />);
    await screen.findByText('2 of 4 done. Each step ticks itself once it has happened.');
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Upload a PDF (done)'),
      expect.stringContaining('Ask a question (done)'),
      expect.stringContaining('Create a key (to do)'),
      expect.stringContaining('Install the widget (to do)'),
    ]);
    expect(within(steps[2]).getByRole('link', { name: 'Create key' }).getAttribute('href')).toBe('/keys');
  });

  it('sends a visitor without a session to the site\'s sign-in page', async () => {
    const assign = jest.spyOn(leave, 'assign').mockImplementation(() => {});
    server.use(
      http.get(`${API}/api/auth/profile/`, () => HttpResponse.json({ code: 'not_authenticated' }, { status: 401 })),
      http.post(`${API}/api/auth/token/refresh/`, () => HttpResponse.json({ code: 'session_expired' }, { status: 401 })),
    );
    renderScreen(<HomePage />);
    await screen.findByLabelText('Checking your session');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${SITE}/login\\?next=`))));
    assign.mockRestore();
  });

  it('says what went wrong and offers to try again when the API cannot be reached', async () => {
    server.use(http.get(`${API}/api/auth/profile/`, () => HttpResponse.error()));
    renderScreen(<HomePage />);
    expect(await screen.findByText(/Cannot reach the Pagewise API. Check your connection and try again./, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
