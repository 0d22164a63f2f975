import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { USER, usageReport } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import { PLANS } from '@pagewise/web-support/plans';
import UsagePage from './usage-page';

const server = useMockApi();

describe('usage', () => {
  it('reads the chosen period from /v1/analytics/usage and compares the plans', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
      http.get(`${API}/v1/plans`, () => HttpResponse.json({ plans: PLANS })),
      http.get(`${API}/v1/analytics/usage`, ({ request }) => {
        const days = new URL(request.url).searchParams.get('days')!;
        asked.push(days);
        return HttpResponse.json(
          days === '7'
            ? usageReport([{ date: '2026-11-22', queries: 3, tokens: 1200 }, { date: '2026-11-23', queries: 4, tokens: 800 }])
            : usageReport([{ date: '2026-11-23', queries: 40, tokens: 12_000 }]),
        );
      }),
    );
    renderScreen(<UsagePage />);
    await waitFor(() => expect(screen.getByTestId('total-Chat queries').textContent).toBe('40'));
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.getByTestId('total-Chat queries').textContent).toBe('7'));
    expect(screen.getByTestId('total-Tokens').textContent).toBe('2,000');
    expect(asked).toEqual(['30', '7']);
    expect(screen.getByRole('rowheader', { name: '2026-11-22' })).toBeTruthy();

    expect(await screen.findByText('Your plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toMatch(/^mailto:sales@pagewise.ai\?subject=Move%20to%20Enterprise/);
    expect(screen.getByRole('link', { name: 'Ask to move to Free' })).toBeTruthy();
    expect(screen.getByText(/npm run pagewise -- org:plan --org/)).toBeTruthy();
  });
});
