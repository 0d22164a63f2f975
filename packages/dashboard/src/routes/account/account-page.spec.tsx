import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { leave } from '../../lib/leave';
import { USER } from '../../../test/support/fixtures';
import { API, SITE, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import AccountPage from './account-page';

const server = useMockApi();
beforeEach(() => server.use(http.get(`${API}/api/auth/profile/`, () => HttpResponse.json(USER))));

describe('account', () => {
  it('saves the profile with PATCH and shows the server\'s field errors beside their fields', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(`${API}/api/auth/profile/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        if (body.organization_website === 'https://other.test') return HttpResponse.json({ organization_website: ['Email domain must match organization website.'] }, { status: 400 });
        return HttpResponse.json({ message: 'Profile updated.', user: { ...USER, ...body } });
      }),
    );
    renderScreen(<AccountPage />);
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('First name must be at least 2 characters')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('First name'), 'sha K');
    await userEvent.clear(screen.getByLabelText('Organization website'));
    await userEvent.type(screen.getByLabelText('Organization website'), 'https://other.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Email domain must match organization website.')).toBeTruthy();
    expect(screen.getByLabelText('Organization website').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Organization website'));
    await userEvent.type(screen.getByLabelText('Organization website'), 'https://acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ first_name: 'Asha K', organization_website: 'https://acme.test', country: 'IN' });
  });

  it('changes the password after checking the two new ones match', async () => {
    let sent: unknown;
    server.use(http.post(`${API}/api/auth/change-password/`, async ({ request }) => ((sent = await request.json()), HttpResponse.json({ message: 'Password changed.' }))));
    renderScreen(<AccountPage />);
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-secret-1');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-22');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Confirm new password'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password changed\./)).toBeTruthy();
    expect(sent).toEqual({ current_password: 'old-secret-1', new_password: 'new-secret-22', confirm_password: 'new-secret-22' });
  });

  it('signs out everywhere after confirmation and returns to the site, even when the call fails', async () => {
    const assign = jest.spyOn(leave, 'assign').mockImplementation(() => {});
    let called = false;
    server.use(http.post(`${API}/api/auth/logout-all/`, () => ((called = true), HttpResponse.json({}, { status: 500 }))));
    renderScreen(<AccountPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${SITE}/?signed_out=1`));
    expect(called).toBe(true);
    assign.mockRestore();
  });
});
