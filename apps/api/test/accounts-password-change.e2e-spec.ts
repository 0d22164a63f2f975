import { SiteBrowser, useAccountsApp, verifiedAccount } from './support/site-session.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple monkey dishwasher';

describe('POST /api/auth/change-password/ and /api/auth/logout-all/', () => {
  const shared = useAccountsApp();

  /** The account signed in on two browsers: `here` (where the change is made) and `there`. */
  async function twoSessions(email: string) {
    const here = new SiteBrowser(shared.t.url);
    await verifiedAccount(here, shared.smtp, email, PASSWORD);
    const there = new SiteBrowser(shared.t.url);
    expect((await there.post('login/', { email, password: PASSWORD })).status).toBe(200);
    return { here, there };
  }

  it('refuses a wrong current password with a 400 field error, and changes nothing', async () => {
    const { here } = await twoSessions('ana@example.com');
    const res = await here.post('change-password/', { current_password: 'not my password', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ current_password: ['Your current password is incorrect.'] });
    const login = await new SiteBrowser(shared.t.url).post('login/', { email: 'ana@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ new_password: 'short', confirm_password: 'short' }, { new_password: ['Password must be at least 8 characters'] }],
    [{ new_password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) }, { new_password: ['Password must be at most 128 characters'] }],
    [{ new_password: NEW_PASSWORD, confirm_password: 'something else' }, { confirm_password: ["Passwords don't match"] }],
    [{ new_password: PASSWORD, confirm_password: PASSWORD }, { new_password: ['Choose a new password that differs from your current one.'] }],
  ])('refuses a weak or mismatched new password (%j) with signup\'s messages', async (fields, errors) => {
    const here = new SiteBrowser(shared.t.url);
    const email = `weak${Math.random().toString(36).slice(2, 8)}@example.com`;
    await verifiedAccount(here, shared.smtp, email, PASSWORD);
    const res = await here.post('change-password/', { current_password: PASSWORD, ...fields });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errors);
  });

  it('asks for the current password when it is missing', async () => {
    const here = new SiteBrowser(shared.t.url);
    await verifiedAccount(here, shared.smtp, 'bo@example.com', PASSWORD);
    const res = await here.post('change-password/', { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ current_password: ['Please enter your current password.'] });
  });

  it('changes the password, signs the other session out (its refresh fails) and keeps this one', async () => {
    const { here, there } = await twoSessions('cy@example.com');
    const res = await here.post('change-password/', { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed. You have been signed out on your other devices.' });

    expect((await there.get('profile/')).status).toBe(401);
    const refreshThere = await there.post('token/refresh/');
    expect(refreshThere.status).toBe(401);
    expect(refreshThere.body).toMatchObject({ code: 'session_expired' });

    expect((await here.get('profile/')).status).toBe(200);
    expect((await here.post('token/refresh/')).status).toBe(200);
    expect((await here.get('profile/')).status).toBe(200);

    const oldLogin = await new SiteBrowser(shared.t.url).post('login/', { email: 'cy@example.com', password: PASSWORD });
    expect(oldLogin.status).toBe(400);
    expect((await new SiteBrowser(shared.t.url).post('login/', { email: 'cy@example.com', password: NEW_PASSWORD })).status).toBe(200);
  });

  it('needs a session and the site origin', async () => {
    const anonymous = await new SiteBrowser(shared.t.url).post('change-password/', { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(anonymous.status).toBe(401);
    const { here } = await twoSessions('di@example.com');
    const foreign = new SiteBrowser(shared.t.url, 'https://evil.example');
    for (const [k, v] of here.jar) foreign.jar.set(k, v);
    const res = await foreign.post('change-password/', { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'csrf_origin_refused' });
    expect((await foreign.post('logout-all/')).status).toBe(403);
  });

  it('logout-all ends every session of the user, this one included, and clears the cookies', async () => {
    const { here, there } = await twoSessions('ed@example.com');
    const res = await here.post('logout-all/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out on all devices.' });
    expect(here.jar.size).toBe(0);
    expect(res.cookies.pw_access.value).toBe('');

    expect((await there.get('profile/')).status).toBe(401);
    expect((await there.post('token/refresh/')).status).toBe(401);
    const status = await there.get('auth-status/');
    expect(status.body).toEqual({ authenticated: false });
  });
});
