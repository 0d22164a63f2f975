import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApiKey } from '@pagewise/sdk';
import { ADMIN_KEY, FREE_SUMMARY, SUMMARY, USER } from '../../../test/support/fixtures';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import KeysPage from './keys-page';

const server = useMockApi();

function signedIn(summary = SUMMARY, list: ApiKey[] = [ADMIN_KEY]) {
  server.use(
    http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER)),
    http.get(`${API}/api/auth/dashboard/`, () => HttpResponse.json(summary)),
    http.get(`${API}/v1/apikeys`, () => HttpResponse.json(list)),
  );
  return list;
}

describe('API keys', () => {
  it('creates a scoped key, shows its secret once, and lists it with its prefix and scopes', async () => {
    const list = signedIn();
    let sent: unknown;
    server.use(
      http.post(`${API}/v1/apikeys`, async ({ request }) => {
        sent = await request.json();
        const api_key: ApiKey = { ...ADMIN_KEY, id: 'k2', name: 'CI uploader', is_admin: false, key_prefix: 'pw_sk_Zx81Lq', scopes: ['chat:query', 'documents:upload'], expires_at: '2026-12-23T10:00:00.000Z' };
        list.push(api_key);
        return HttpResponse.json({ api_key, key: 'pw_sk_Zx81LqSECRETSECRETSECRETSECRET' }, { status: 201 });
      }),
    );
    renderScreen(<KeysPage />);
    expect(await screen.findByText(/The Pro plan allows 3 secret keys, the admin key included \(1 active\)/)).toBeTruthy();
    expect(screen.getByText(/Keep secret keys server-side./)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'CI uploader');
    await userEvent.click(screen.getByRole('checkbox', { name: /documents:upload/ }));
    await userEvent.selectOptions(screen.getByLabelText('Expires'), 'In 30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('key-plaintext')).textContent).toBe('pw_sk_Zx81LqSECRETSECRETSECRETSECRET');
    expect(sent).toEqual({ name: 'CI uploader', type: 'secret', scopes: ['chat:query', 'documents:upload'], expires_in_days: 30 });
    const row = await screen.findByRole('listitem', { name: 'CI uploader' });
    expect(row.textContent).toContain('pw_sk_Zx81Lq…');
    expect(row.textContent).toContain('documents:upload');
  });

  it('explains the Free plan\'s cap and makes a publishable key for listed origins', async () => {
    signedIn(FREE_SUMMARY);
    let sent: unknown;
    server.use(
      http.post(`${API}/v1/apikeys`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ api_key: { ...ADMIN_KEY, id: 'k3', name: 'Help widget', type: 'publishable', is_admin: false, key_prefix: 'pw_pk_Ab12Cd', scopes: ['chat:query'], allowed_origins: ['https://www.acme.test'] }, key: 'pw_pk_Ab12CdPUBLIC' }, { status: 201 });
      }),
    );
    renderScreen(<KeysPage />);
    expect(await screen.findByText(/The Free plan holds one secret key, the admin key; scoped keys for team members need the Pro plan/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Secret, scoped/ }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Name'), 'Help widget');
    await userEvent.type(screen.getByLabelText('Allowed origins, one a line'), 'www.acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('alert').textContent).toBe('www.acme.test is not an origin. Write the scheme and host only, such as https://www.example.com.');
    await userEvent.clear(screen.getByLabelText('Allowed origins, one a line'));
    await userEvent.type(screen.getByLabelText('Allowed origins, one a line'), 'https://www.acme.test/');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('key-plaintext')).textContent).toBe('pw_pk_Ab12CdPUBLIC');
    expect(sent).toEqual({ name: 'Help widget', type: 'publishable', allowed_origins: ['https://www.acme.test'] });
  });

  it('regenerates the admin key after a warning and shows the new one once', async () => {
    signedIn();
    server.use(http.post(`${API}/v1/apikeys/admin/regenerate`, () => HttpResponse.json({ key: 'pw_sk_NEWADMINKEY' }, { status: 201 })));
    renderScreen(<KeysPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate admin key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate the admin key?' });
    expect(dialog.textContent).toContain('The current admin key stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate and retire the old key' }));
    expect((await screen.findByTestId('key-plaintext')).textContent).toBe('pw_sk_NEWADMINKEY');
  });

  it('revokes a key only after confirmation', async () => {
    const scoped: ApiKey = { ...ADMIN_KEY, id: 'k9', name: 'Old bot', is_admin: false, scopes: ['chat:query'], usage_count: 12, last_used_at: '2026-11-22T10:00:00.000Z' };
    const list = signedIn(SUMMARY, [ADMIN_KEY, scoped]);
    let revoked: unknown;
    server.use(
      http.post(`${API}/v1/apikeys/revoke`, async ({ request }) => {
        revoked = await request.json();
        list[1] = { ...scoped, status: 'revoked' };
        return HttpResponse.json({ message: 'API key revoked', key_id: 'k9' });
      }),
    );
    renderScreen(<KeysPage />);
    const row = await screen.findByRole('listitem', { name: 'Old bot' });
    expect(row.textContent).toContain('12');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke Old bot' }));
    // The name is isolated in its own element; jsdom's accessible name adds a space after it (browsers do not).
    await userEvent.click(within(await screen.findByRole('dialog', { name: /^Revoke Old bot ?\?$/ })).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Old bot' })).getByText('Revoked')).toBeTruthy());
    expect(revoked).toEqual({ key_id: 'k9' });
  });
});
