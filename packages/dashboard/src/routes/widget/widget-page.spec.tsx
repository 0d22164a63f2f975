import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApiKey } from '@pagewise/sdk';
import { ADMIN_KEY, FREE_SUMMARY, SUMMARY, USER } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import WidgetPage from './widget-page';

const server = useMockApi();
const SETTINGS = { title: 'Ask Acme', greeting: 'Hi! Ask about our policies.', accent_color: '#0f766e', theme: 'auto', position: 'bottom-right', hide_badge: false, badge_removable: true, starter_questions: ['How do refunds work?'], links_clickable: false, page_viewer: false };
const INTEGRITY = 'sha384-xHEBSUF+XdzoAaSzCybNZtvBJnxWjIBWBz8Bhq55ozrWjwc6SALAEDO7v7RY6cgU';
const PUBLISHABLE: ApiKey = { ...ADMIN_KEY, id: 'pk1', name: 'Dashboard preview', type: 'publishable', is_admin: false, key_prefix: 'pw_pk_Ab12Cd', scopes: ['chat:query'], allowed_origins: [window.location.origin], publishable_key: null };

function signedIn({ summary = SUMMARY, settings = SETTINGS, list = [ADMIN_KEY, PUBLISHABLE] } = {}) {
  server.use(
    http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
    http.get(`${API}/api/auth/dashboard/`, () => HttpResponse.json(summary)),
    http.get(`${API}/v1/apikeys`, () => HttpResponse.json(list)),
    http.get(`${API}/v1/widget/settings`, () => HttpResponse.json(settings)),
    http.get(`${API}/widget.js.integrity`, () => HttpResponse.json({ integrity: INTEGRITY, bytes: 39279 })),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.querySelectorAll('script[data-api-key]').forEach((s) => s.remove());
});

describe('widget', () => {
  it('shows the exact script tag with the SRI hash, and previews the real widget with the form\'s settings', async () => {
    localStorage.setItem(`pagewise-dashboard:publishable-keys:${USER.organization.id}`, JSON.stringify(['pw_pk_Ab12CdPUBLICKEY']));
    signedIn();
    renderScreen(<WidgetPage />);
    const tag = await screen.findByTestId('script-tag');
    await waitFor(() => expect(tag.textContent).toContain('integrity'));
    expect(tag.textContent).toBe(`<script src="${API}/widget.js" data-api-key="pw_pk_Ab12CdPUBLICKEY" integrity="${INTEGRITY}" crossorigin="anonymous" async></script>`);
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Help desk');
    await waitFor(() => expect(document.querySelector<HTMLScriptElement>('script[data-api-key]')?.dataset.title).toBe('Help desk'), { timeout: 3000 });
    const script = document.querySelector<HTMLScriptElement>('script[data-api-key]')!;
    expect(script.src).toBe(`${API}/widget.js`);
    expect(script.integrity).toBe(INTEGRITY);
    expect(script.dataset.target).toBe(`#${screen.getByTestId('widget-preview').id}`);
    expect(document.querySelectorAll('script[data-api-key]').length).toBe(1);
  });

  it('knows a publishable key made elsewhere (on the Keys screen, another browser) from the API\'s list', async () => {
    signedIn({ list: [ADMIN_KEY, { ...PUBLISHABLE, name: 'Website', publishable_key: 'pw_pk_Ab12CdFROMTHEAPI' }] });
    renderScreen(<WidgetPage />);
    const tag = await screen.findByTestId('script-tag');
    expect(tag.textContent).toContain('data-api-key="pw_pk_Ab12CdFROMTHEAPI"');
    expect(screen.getByRole('option', { name: /Website/ })).toBeTruthy();
    expect(screen.queryByText(/No publishable key/)).toBeNull();
  });

  it('says why an older publishable key must be pasted', async () => {
    signedIn();
    renderScreen(<WidgetPage />);
    expect(await screen.findByText(/were made before Pagewise kept their text/)).toBeTruthy();
  });

  it('saves the settings with PATCH', async () => {
    signedIn();
    let sent: unknown;
    server.use(http.patch(`${API}/v1/widget/settings`, async ({ request }) => ((sent = await request.json()), HttpResponse.json({ ...SETTINGS, ...(sent as object) }))));
    renderScreen(<WidgetPage />);
    await userEvent.clear(await screen.findByLabelText('Accent colour'));
    await userEvent.type(screen.getByLabelText('Accent colour'), '#12');
    expect(screen.getByText('Write the colour as # and six hex digits, such as #0f766e.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Accent colour'), '3456');
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'Bottom left');
    await userEvent.click(screen.getByLabelText(/Hide the "Powered by Pagewise" badge/));
    await userEvent.click(screen.getByLabelText(/Let visitors open links in answers/));
    await userEvent.click(screen.getByLabelText(/Let visitors open the cited page/));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Saved. Sites with the widget show the new look/)).toBeTruthy();
    expect(sent).toEqual({ title: 'Ask Acme', greeting: 'Hi! Ask about our policies.', accent_color: '#123456', theme: 'auto', position: 'bottom-left', hide_badge: true, starter_questions: ['How do refunds work?'], links_clickable: true, page_viewer: true });
  });

  it('edits the starter questions, adds a suggestion from the documents, and saves them without blank rows', async () => {
    signedIn();
    let sent: { starter_questions?: string[] } = {};
    server.use(
      http.patch(`${API}/v1/widget/settings`, async ({ request }) => ((sent = (await request.json()) as typeof sent), HttpResponse.json({ ...SETTINGS, ...sent }))),
      http.get(`${API}/v1/widget/starter-questions/suggestions`, () =>
        HttpResponse.json({
          suggestions: [
            { question: 'How do refunds work?', source: 'asked', asked: 3, document: null },
            { question: 'What should I know about water damage?', source: 'heading', asked: null, document: { document_id: 'd1', name: 'policy.pdf', page: 4 } },
          ],
        }),
      ),
    );
    renderScreen(<WidgetPage />);
    expect(((await screen.findByLabelText('Starter question 1')) as HTMLInputElement).value).toBe('How do refunds work?');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest from my documents' }));
    // A suggestion already chosen is not offered again; the other says where it comes from.
    expect(await screen.findByText('A heading in policy.pdf, page 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add "How do refunds work?"' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add "What should I know about water damage?"' }));
    await userEvent.type(screen.getByLabelText('Starter question 2'), ' Floods too?');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.type(screen.getByLabelText('Starter question 3'), 'x'.repeat(121));
    expect(screen.getByText('Starter question 3 must be at most 120 characters; it has 121.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(screen.getByLabelText('Starter question 3'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Saved. Sites with the widget show the new look/)).toBeTruthy();
    expect(sent.starter_questions).toEqual(['How do refunds work?', 'What should I know about water damage? Floods too?']);
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    expect((screen.getByRole('button', { name: 'Add a question' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the badge on the Free plan and offers a key for this dashboard when none is known', async () => {
    signedIn({ summary: FREE_SUMMARY, settings: { ...SETTINGS, badge_removable: false }, list: [ADMIN_KEY] });
    renderScreen(<WidgetPage />);
    const badge = (await screen.findByLabelText(/Hide the "Powered by Pagewise" badge/)) as HTMLInputElement;
    expect(badge.disabled).toBe(true);
    expect(screen.getByText(/The Free plan always shows it/)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Create a publishable key for ${window.location.origin}` })).toBeTruthy();
    expect(screen.queryByTestId('script-tag')).toBeNull();
  });
});
