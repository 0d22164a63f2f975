import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import SignupPage from './signup-page';

const server = useMockApi();
const SIGNUP = `${API}/api/auth/signup/`;
const RESEND = `${API}/api/auth/resend-verification/`;

type Label = 'First Name' | 'Middle Name' | 'Last Name' | 'Email' | 'Work Email' | 'Phone' | 'Password' | 'Confirm Password' | 'Organization Name' | 'Organization Website' | 'Description';

const field = (label: Label) => screen.getByLabelText(new RegExp(`^${label}( \\*| \\(optional\\))?$`));

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<Label | 'Country', string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Country') {
      await user.selectOptions(screen.getByLabelText(/^Country/), value);
      continue;
    }
    const input = field(label as Label);
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
}

const PERSON = { 'First Name': 'Meera', 'Last Name': 'Iyer', Email: 'meera@example.com', Phone: '+91 98765 43210', Country: 'IN', Password: 'correct-horse', 'Confirm Password': 'correct-horse' };
const ORG = {
  'Organization Name': 'Globex',
  'Organization Website': 'https://www.globex.com',
  'First Name': 'Hank',
  'Last Name': 'Scorpio',
  'Work Email': 'hank@globex.com',
  Phone: '5551234567',
  Country: 'US',
  Password: 'volcano-lair',
  'Confirm Password': 'volcano-lair',
};

/** Records what signup sends and answers with `reply`. */
function acceptSignups(reply: () => Response = () => HttpResponse.json({ message: 'Thanks! Check your email: we have sent a message to the address you entered to finish signing up.' }, { status: 201 })) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(SIGNUP, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
  return sent;
}

async function choose(type: 'Personal' | 'Organization') {
  const user = userEvent.setup();
  renderScreen(<SignupPage />, { path: '/signup', toasts: true });
  await user.click(screen.getByRole('button', { name: new RegExp(`^${type}`) }));
  return user;
}

const create = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Create Account' }));
const messages = () => Array.from(document.querySelectorAll('[id$="-error"]')).map((p) => p.textContent);

describe('signup, step 1: the account type', () => {
  it('offers Personal and Organization, and a Sign in link to /login', () => {
    renderScreen(<SignupPage />, { path: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Personal/ }).textContent).toMatch(/professionals and creators/);
    expect(screen.getByRole('button', { name: /^Organization/ }).textContent).toMatch(/enterprises, institutions and teams/);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});

describe('signup, step 2: the form', () => {
  it('shows every personal rule, word for word, and sends nothing', async () => {
    const sent = acceptSignups();
    const user = await choose('Personal');
    expect(screen.queryByLabelText(/^Organization Name/)).toBeNull();
    await create(user);
    await waitFor(() =>
      expect(messages()).toEqual([
        'First name must be at least 2 characters',
        'Last name must be at least 2 characters',
        'Please enter a valid email address',
        'Phone number must be at least 10 characters',
        'Please select your country',
        'Password must be at least 8 characters',
      ]),
    );
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First Name').getAttribute('aria-describedby')).toBe('firstName-error');
    expect(sent).toEqual([]);
  });

  it('holds each minimum at its edge: 2 for names, 10 for the phone, 8 for the password', async () => {
    const sent = acceptSignups();
    const user = await choose('Personal');
    await fill(user, { ...PERSON, 'First Name': 'M', 'Last Name': 'I', Phone: '123456789', Password: '1234567', 'Confirm Password': '1234567' });
    await create(user);
    await waitFor(() =>
      expect(messages()).toEqual(['First name must be at least 2 characters', 'Last name must be at least 2 characters', 'Phone number must be at least 10 characters', 'Password must be at least 8 characters']),
    );
    await fill(user, { 'First Name': 'Me', 'Last Name': 'Iy', Phone: '1234567890', Password: '12345678', 'Confirm Password': '12345678' });
    await create(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ first_name: 'Me', last_name: 'Iy', phone: '1234567890', password: '12345678' });
  });

  it('says "Passwords don\'t match" under the confirmation', async () => {
    acceptSignups();
    const user = await choose('Personal');
    await fill(user, { ...PERSON, 'Confirm Password': 'correct-horsE' });
    await create(user);
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(field('Confirm Password').getAttribute('aria-describedby')).toBe('confirmPassword-error');
  });

  it('rejects an address that is not one', async () => {
    acceptSignups();
    const user = await choose('Personal');
    await fill(user, { ...PERSON, Email: 'meera@example' });
    await create(user);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('offers the fifteen countries in order, by code', async () => {
    await choose('Personal');
    const options = within(screen.getByLabelText(/^Country/)).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => `${o.value}:${o.textContent}`)).toEqual([
      ':Select your country',
      'IN:India',
      'US:United States',
      'CA:Canada',
      'GB:United Kingdom',
      'AU:Australia',
      'DE:Germany',
      'FR:France',
      'JP:Japan',
      'CN:China',
      'BR:Brazil',
      'MX:Mexico',
      'SG:Singapore',
      'AE:United Arab Emirates',
      'SA:Saudi Arabia',
      'other:Other',
    ]);
  });

  it('sends the personal payload, shows the server message, and then "Check Your Email" with the address', async () => {
    // Toasts of earlier tests may still be on screen (sonner keeps them 4 s): this answer's text is its own.
    const sent = acceptSignups(() => HttpResponse.json({ message: 'Account created for Meera. Check your email.' }, { status: 201 }));
    const user = await choose('Personal');
    await fill(user, PERSON);
    await create(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeTruthy();
    expect(sent).toEqual([
      {
        first_name: 'Meera',
        middle_name: '',
        last_name: 'Iyer',
        email: 'meera@example.com',
        phone: '+91 98765 43210',
        country: 'IN',
        password: 'correct-horse',
        password_confirm: 'correct-horse',
        account_type: 'personal',
      },
    ]);
    expect(await screen.findByText('Account created for Meera. Check your email.')).toBeTruthy();
    expect(screen.getByText('meera@example.com').tagName).toBe('STRONG');
    expect(document.body.textContent).toContain('12 hours');
    expect(document.body.textContent).toMatch(/spam/);
    expect(screen.getByRole('link', { name: 'Continue to Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('shows the organization rules too: name, website, and the email domain', async () => {
    const sent = acceptSignups();
    const user = await choose('Organization');
    await create(user);
    await waitFor(() => expect(messages()).toContain('Organization name must be at least 2 characters'));
    expect(messages()).toContain('Please enter a valid website URL');
    await fill(user, { ...ORG, 'Work Email': 'hank@gmail.com' });
    await create(user);
    expect(await screen.findByText('Email domain must match organization website.')).toBeTruthy();
    expect(field('Work Email').getAttribute('aria-describedby')).toBe('email-error');
    expect(sent).toEqual([]);
  });

  it('compares the domain with the website host without "www.", and leaves an unreadable website to its own rule', async () => {
    const sent = acceptSignups();
    const user = await choose('Organization');
    await fill(user, { ...ORG, 'Organization Website': 'globex' });
    await create(user);
    await waitFor(() => expect(messages()).toEqual(['Please enter a valid website URL']));
    await fill(user, { 'Organization Website': 'https://www.globex.com/about' });
    await create(user);
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('adds https:// for the user to a website typed as a bare host ("globex.com")', async () => {
    const sent = acceptSignups();
    const user = await choose('Organization');
    await fill(user, { ...ORG, 'Organization Website': 'globex.com' });
    await create(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { organization_website: string }).organization_website).toBe('https://globex.com');
  });

  it('moves keyboard focus to the form\'s first field once a type is chosen', async () => {
    await choose('Personal');
    await waitFor(() => expect(document.activeElement).toBe(field('First Name')));
  });

  it('sends the organization payload with its role, Member', async () => {
    const sent = acceptSignups();
    const user = await choose('Organization');
    await fill(user, { ...ORG, 'Middle Name': 'J', Description: 'Family of companies' });
    await create(user);
    await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(sent[0]).toEqual({
      first_name: 'Hank',
      middle_name: 'J',
      last_name: 'Scorpio',
      email: 'hank@globex.com',
      phone: '5551234567',
      country: 'US',
      password: 'volcano-lair',
      password_confirm: 'volcano-lair',
      account_type: 'organization',
      organization_name: 'Globex',
      role_in_organization: 'Member',
      organization_website: 'https://www.globex.com',
      organization_description: 'Family of companies',
    });
  });

  it('goes back to the selection and starts again from an empty form', async () => {
    const user = await choose('Personal');
    await fill(user, { 'First Name': 'Meera' });
    await user.click(screen.getByRole('button', { name: 'Back to selection' }));
    expect(screen.getByRole('button', { name: /^Organization/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Personal/ }));
    expect((field('First Name') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});

describe('signup errors from the server', () => {
  it('shows the first field of the answer in the catalogue order', async () => {
    acceptSignups(() => HttpResponse.json({ phone: ['Phone is odd'], email: ['Please enter a valid email address'] }, { status: 400 }));
    const user = await choose('Personal');
    await fill(user, PERSON);
    await create(user);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Phone is odd')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).toBeNull();
  });

  it('falls back to "Failed to create account. Please try again." for an answer without a known field, or no answer', async () => {
    acceptSignups(() => new HttpResponse(null, { status: 500 }));
    const user = await choose('Personal');
    await fill(user, PERSON);
    await create(user);
    expect(await screen.findByText('Failed to create account. Please try again.')).toBeTruthy();
    server.use(http.post(SIGNUP, () => HttpResponse.error()));
    await create(user);
    await waitFor(() => expect(screen.getAllByText('Failed to create account. Please try again.').length).toBeGreaterThan(1));
  });
});

describe('signup, step 3: Check Your Email', () => {
  async function reachCheckEmail() {
    acceptSignups();
    const user = await choose('Personal');
    await fill(user, PERSON);
    await create(user);
    await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    return user;
  }

  it('Resend Link asks for a new link for the address and shows the answer', async () => {
    const user = await reachCheckEmail();
    const asked: unknown[] = [];
    server.use(
      http.post(RESEND, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ message: 'We have sent a new link.' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend Link' }));
    expect(await screen.findByText('We have sent a new link.')).toBeTruthy();
    expect(asked).toEqual([{ email: 'meera@example.com' }]);
  });

  it('shows the answer\'s field, else "Failed to resend verification email. Please try again."', async () => {
    const user = await reachCheckEmail();
    server.use(http.post(RESEND, () => HttpResponse.json({ non_field_errors: ['Too soon', 'wait'] }, { status: 400 })));
    await user.click(screen.getByRole('button', { name: 'Resend Link' }));
    expect(await screen.findByText('Too soon, wait')).toBeTruthy();
    server.use(http.post(RESEND, () => HttpResponse.json({}, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Resend Link' }));
    expect(await screen.findByText('Failed to resend verification email. Please try again.')).toBeTruthy();
  });
});
