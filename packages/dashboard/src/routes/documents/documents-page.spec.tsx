import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FREE_SUMMARY, HANDBOOK, HANDBOOK_DETAIL, SUMMARY, USER } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import DocumentsPage from './documents-page';

const server = useMockApi();
const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function signedIn(summary = SUMMARY) {
  server.use(
    http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
    http.get(`${API}/api/auth/dashboard/`, () => HttpResponse.json(summary)),
  );
}

describe('documents', () => {
  it('states the plan limits and refuses a file over them before sending anything', async () => {
    signedIn(FREE_SUMMARY);
    let uploads = 0;
    server.use(
      http.get(`${API}/v1/documents`, () => HttpResponse.json([])),
      http.post(`${API}/v1/documents`, () => (uploads++, HttpResponse.json({}, { status: 201 }))),
    );
    renderScreen(<DocumentsPage />);
    expect(await screen.findByText('Free plan: 0 of 1 PDF used, each up to 500 KB.')).toBeTruthy();
    expect(screen.getByText('No documents yet')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Choose PDFs to upload'), pdf('big.pdf', 600 * 1024));
    expect(screen.getByRole('alert').textContent).toBe('big.pdf is 600 KB; the Free plan takes PDFs up to 500 KB. Split it into smaller files, or compare plans under Usage.');
    expect(uploads).toBe(0);
  });

  it('uploads a PDF and follows its stages until it is processed', async () => {
    signedIn();
    const uploaded = { id: 'd2', name: 'policy.pdf', status: 'processing' as const, uploaded_at: '2026-11-23T10:00:00.000Z' };
    const stages = [
      { ...uploaded, file_size: 2048, pages: null, processing_completed_at: null, error: null, progress: { stage: 'queued', done: 0, total: 0 } },
      { ...uploaded, file_size: 2048, pages: null, processing_completed_at: null, error: null, progress: { stage: 'parsing', done: 1, total: 3 } },
      { ...uploaded, file_size: 2048, pages: null, processing_completed_at: null, error: null, progress: { stage: 'indexing', done: 4, total: 9 } },
      { ...uploaded, status: 'processed', file_size: 2048, pages: 3, processing_completed_at: '2026-11-23T10:00:03.000Z', error: null, progress: null },
    ];
    let list: unknown[] = [];
    let polls = 0;
    let sentName: FormDataEntryValue | null = null;
    server.use(
      http.get(`${API}/v1/documents`, () => HttpResponse.json(list)),
      http.post(`${API}/v1/documents`, async ({ request }) => {
        sentName = (await request.formData()).get('name');
        list = [uploaded];
        return HttpResponse.json(uploaded, { status: 201 });
      }),
      http.get(`${API}/v1/documents/d2`, () => HttpResponse.json(stages[Math.min(polls++, stages.length - 1)])),
    );
    renderScreen(<DocumentsPage />);
    await userEvent.upload(await screen.findByLabelText('Choose PDFs to upload'), pdf('policy.pdf', 2048));
    expect(await screen.findByText(/Uploaded: its progress shows below/)).toBeTruthy();
    expect(sentName).toBe('policy.pdf');
    const row = await screen.findByRole('listitem', { name: 'policy.pdf' });
    await within(row).findByText('Parsing 1 of 3 pages', {}, { timeout: 5000 });
    await within(row).findByText('Indexing 4 of 9 chunks', {}, { timeout: 5000 });
    await within(row).findByText('Processed', {}, { timeout: 5000 });
    expect(within(row).getByText('3 pages')).toBeTruthy();
    expect(within(row).getByText('2 KB')).toBeTruthy();
  });

  it('takes many PDFs at once: a line for each refused one, the others sent with a progress bar each', async () => {
    signedIn({ ...SUMMARY, plan: { ...SUMMARY.plan, limits: { ...SUMMARY.plan.limits, maxDocuments: 3 } } });
    const sent: string[] = [];
    let list: unknown[] = [HANDBOOK];
    server.use(
      http.get(`${API}/v1/documents`, () => HttpResponse.json(list)),
      http.post(`${API}/v1/documents`, async ({ request }) => {
        const name = String((await request.formData()).get('name'));
        sent.push(name);
        if (name === 'broken.pdf') return HttpResponse.json({ error: 'This file is not a PDF.', code: 'invalid_pdf', request_id: 'r1' }, { status: 422 });
        const doc = { id: `id-${name}`, name, status: 'processing', uploaded_at: '2026-11-23T10:00:00.000Z' };
        list = [...list, doc];
        return HttpResponse.json(doc, { status: 201 });
      }),
      http.get(`${API}/v1/documents/:id`, ({ params }) => HttpResponse.json({ ...HANDBOOK_DETAIL, id: params.id, name: String(params.id).slice(3), status: 'processing', pages: null, progress: { stage: 'parsing', done: 0, total: 1, message: 'Reading the text' } })),
    );
    renderScreen(<DocumentsPage />);
    await userEvent.upload(await screen.findByLabelText('Choose PDFs to upload'), [
      pdf('a.pdf', 2048),
      pdf('huge.pdf', 3 * 1024 * 1024),
      pdf('broken.pdf', 1024),
      pdf('b.pdf', 2048),
    ]);
    const lines = await screen.findAllByTestId('upload-line');
    expect(lines).toHaveLength(4);
    expect(lines[1].textContent).toContain('huge.pdf is 3 MB; the Pro plan takes PDFs up to 2 MB.');
    // The cap of 3 holds the handbook, a.pdf and broken.pdf: b.pdf is refused before it is sent.
    expect(lines[3].textContent).toContain('b.pdf is not sent: the Pro plan allows 3 documents; delete one before uploading another.');
    await waitFor(() => expect(screen.getAllByTestId('upload-line').map((l) => l.dataset.state)).toEqual(['uploaded', 'refused', 'failed', 'refused']));
    expect(screen.getAllByTestId('upload-line')[2].textContent).toContain('This file is not a PDF.');
    expect(sent.sort()).toEqual(['a.pdf', 'broken.pdf']);
    expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' }).getAttribute('aria-valuenow')).toBe('100');
    const row = await screen.findByRole('listitem', { name: 'a.pdf' });
    await within(row).findByText('Parsing the PDF');
    expect(within(row).getByText('Pages: counted once parsed')).toBeTruthy();
  });

  it('shows why a document failed and processes it again on request', async () => {
    signedIn();
    const failed = { ...HANDBOOK_DETAIL, status: 'failed' as const, pages: null, error: 'This PDF is password-protected. Remove the password and upload it again.' };
    let reprocessed = false;
    server.use(
      http.get(`${API}/v1/documents`, () => HttpResponse.json([{ ...HANDBOOK, status: 'failed' }])),
      http.get(`${API}/v1/documents/${HANDBOOK.id}`, () => HttpResponse.json(reprocessed ? { ...failed, status: 'processing', error: null, progress: { stage: 'queued', done: 0, total: 0 } } : failed)),
      http.post(`${API}/v1/documents/${HANDBOOK.id}/reprocess`, () => {
        reprocessed = true;
        return HttpResponse.json({ ...failed, status: 'processing', error: null, progress: { stage: 'queued', done: 0, total: 0 } }, { status: 202 });
      }),
    );
    renderScreen(<DocumentsPage />);
    expect(await screen.findByText('This PDF is password-protected. Remove the password and upload it again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reprocess' }));
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(reprocessed).toBe(true);
  });

  it('deletes a document only after confirmation', async () => {
    signedIn();
    let deleted = false;
    server.use(
      http.get(`${API}/v1/documents`, () => HttpResponse.json(deleted ? [] : [HANDBOOK])),
      http.get(`${API}/v1/documents/${HANDBOOK.id}`, () => HttpResponse.json(HANDBOOK_DETAIL)),
      http.delete(`${API}/v1/documents/${HANDBOOK.id}`, () => ((deleted = true), HttpResponse.json({ message: 'Document deleted.', document_id: HANDBOOK.id }))),
    );
    renderScreen(<DocumentsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete handbook.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: /^Delete handbook\.pdf ?\?$/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deleted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete handbook.pdf' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(screen.getByText('No documents yet')).toBeTruthy());
    expect(deleted).toBe(true);
  });

  it('names the next step when the list cannot be loaded', async () => {
    signedIn();
    server.use(http.get(`${API}/v1/documents`, () => HttpResponse.json({ error: 'Something went wrong on our side. Please try again.', code: 'internal_error', request_id: 'r1' }, { status: 500 })));
    renderScreen(<DocumentsPage />);
    expect(await screen.findByText(/Could not load your documents. Something went wrong on our side. Please try again./, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
