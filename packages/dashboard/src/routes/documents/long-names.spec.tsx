import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SUMMARY, USER } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import DocumentsPage from './documents-page';

const server = useMockApi();

// 255 characters (the API's cap), Hebrew and Latin mixed: the row keeps one line and its Delete button.
const LONG = `${'דוח שנתי '.repeat(20)}${'annual-report-'.repeat(6)}`.slice(0, 251) + '.pdf';

describe('long and right-to-left document names', () => {
  it('are shown on one line cut by CSS, isolated, whole in the tooltip, with Delete still in the row', async () => {
    server.use(
      http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
      http.get(`${API}/api/auth/dashboard/`, () => HttpResponse.json(SUMMARY)),
      http.get(`${API}/v1/documents`, () =>
        HttpResponse.json([{ id: 'd9', name: LONG, status: 'processed', file_size: 1000, page_count: 1, uploaded_at: '2026-11-23T10:00:00.000Z', processing_completed_at: '2026-11-23T10:00:05.000Z' }]),
      ),
    );
    renderScreen(<DocumentsPage />);
    const row = await screen.findByRole('listitem', { name: LONG });
    const name = within(row).getByText(LONG);
    expect(name.tagName).toBe('BDI');
    expect(name.getAttribute('title')).toBe(LONG);
    expect(name.className).toContain('truncate');
    expect(within(row).getByRole('button', { name: `Delete ${LONG}` })).toBeTruthy();
  });
});
