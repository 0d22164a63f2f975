import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HANDBOOK, HANDBOOK_DETAIL, SUMMARY, USER } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import DocumentsPage from './documents-page';

const server = useMockApi();
const DAMAGED = 'This page is damaged in the file and could not be read; the rest of the document was read.';

function showing(detail: typeof HANDBOOK_DETAIL) {
  server.use(
    http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
    http.get(`${API}/api/auth/dashboard/`, () => HttpResponse.json(SUMMARY)),
    http.get(`${API}/v1/documents`, () => HttpResponse.json([{ ...HANDBOOK, skipped_pages: detail.skipped_pages }])),
    http.get(`${API}/v1/documents/${HANDBOOK.id}`, () => HttpResponse.json(detail)),
  );
  renderScreen(<DocumentsPage />);
}

describe('skipped pages on a document card', () => {
  it('says in plain words which pages could not be read, and why', async () => {
    showing({ ...HANDBOOK_DETAIL, pages: 23, skipped_pages: [{ page: 23, reason: 'damaged', message: DAMAGED }] });
    const row = await screen.findByRole('listitem', { name: 'handbook.pdf' });
    const note = await within(row).findByRole('status', { name: 'Skipped pages' });
    expect(within(note).getByText('Page 23 could not be read and was skipped.')).toBeTruthy();
    expect(within(note).getByText(DAMAGED)).toBeTruthy();
    expect(within(row).getByText('Processed')).toBeTruthy();
  });

  it('lists five pages and counts the rest', async () => {
    const skipped = [3, 4, 5, 6, 7, 8, 9].map((page) => ({ page, reason: 'ocr_low_confidence', message: 'This scanned page could not be read reliably.' }));
    showing({ ...HANDBOOK_DETAIL, skipped_pages: skipped });
    const note = await screen.findByRole('status', { name: 'Skipped pages' });
    expect(within(note).getAllByText(/could not be read and was skipped/).map((p) => p.textContent)).toEqual(
      [3, 4, 5, 6, 7].map((page) => `Page ${page} could not be read and was skipped.`),
    );
    expect(within(note).getByText('2 more pages were skipped.')).toBeTruthy();
  });

  it('says nothing when every page was read', async () => {
    showing(HANDBOOK_DETAIL);
    const row = await screen.findByRole('listitem', { name: 'handbook.pdf' });
    await within(row).findByText('12 pages');
    expect(within(row).queryByRole('status', { name: 'Skipped pages' })).toBeNull();
  });
});
