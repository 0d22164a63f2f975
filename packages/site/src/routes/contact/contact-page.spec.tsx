import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import ContactPage from './contact-page';

const server = useMockApi();
const CONTACT = `${API}/api/auth/contact/`;
const SUCCESS = 'Thank you for your inquiry! Our enterprise team will contact you within 24 hours to discuss your requirements.';
const errorText = (message: string) =>
  `Sorry, there was an error sending your message: ${message}. Please try again or contact us directly at sales@pagewise.ai.`;

/** Records every inquiry the page sends and answers each with `reply`. */
function acceptInquiries(reply: () => Response | Promise<Response> = () => HttpResponse.json({ success: true, message: 'ok', submission_id: 'sub_1' }, { status: 201 })) {
  const sent: { body: Record<string, string>; credentials: string; contentType: string | null }[] = [];
  server.use(
    http.post(CONTACT, async ({ request }) => {
      sent.push({ body: (await request.json()) as Record<string, string>, credentials: request.credentials, contentType: request.headers.get('content-type') });
      return reply();
    }),
  );
  return sent;
}

async function fill(values: Partial<Record<'Full Name' | 'Business Email' | 'Company' | 'Subject' | 'Project Requirements', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  }
  return user;
}

const VALID = { 'Full Name': 'Meera Iyer', 'Business Email': 'meera@globex.com', Subject: 'Private LLM for claims', 'Project Requirements': 'Document chat over our policy manuals.' };
const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send Message' }));
const problemList = () => within(screen.getByRole('alert')).getAllByRole('listitem').map((li) => li.textContent);

describe('the contact page', () => {
  it('shows "Let\'s Talk." and the form with its labels', () => {
    renderScreen(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: "Let's Talk." })).toBeTruthy();
    expect(screen.getByLabelText(/^Business Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^Company/).closest('div')!.textContent).toContain('(optional)');
    expect((screen.getByLabelText(/^Project Requirements/) as HTMLTextAreaElement).rows).toBe(5);
    expect(document.getElementById('contact-form')).toBeTruthy();
  });

  it('lists every problem under "Please fix the following errors:" and sends nothing', async () => {
    const sent = acceptInquiries();
    renderScreen(<ContactPage />, { path: '/contact' });
    await send(userEvent.setup());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please fix the following errors:');
    expect(problemList()).toEqual([
      'Name must be at least 2 characters long',
      'Please enter a valid email address',
      'Subject must be at least 5 characters long',
      'Message must be at least 10 characters long',
    ]);
    expect(sent).toHaveLength(0);
    // The list takes focus, so it is seen (and read) before the fields.
    expect(document.activeElement).toBe(alert);
  });

  it.each([
    ['Full Name', 'A', 'Name must be at least 2 characters long'],
    ['Full Name', '  <A>  ', 'Name must be at least 2 characters long'],
    ['Business Email', 'meera@globex', 'Please enter a valid email address'],
    ['Business Email', 'meera iyer@globex.com', 'Please enter a valid email address'],
    ['Business Email', '@globex.com', 'Please enter a valid email address'],
    ['Subject', 'Hi <>', 'Subject must be at least 5 characters long'],
    ['Subject', '    Help    ', 'Subject must be at least 5 characters long'],
    ['Project Requirements', '123456789', 'Message must be at least 10 characters long'],
    ['Project Requirements', '<<123456789>>', 'Message must be at least 10 characters long'],
  ] as const)('checks %s after cleaning %j: %s', async (label, value, message) => {
    const sent = acceptInquiries();
    renderScreen(<ContactPage />, { path: '/contact' });
    const user = await fill({ ...VALID, [label]: value });
    await send(user);
    await waitFor(() => expect(problemList()).toEqual([message]));
    expect(sent).toHaveLength(0);
  });

  it('sends the cleaned wire payload as JSON with cookies: trimmed, without < and >, cut to 5000, email lower-cased', async () => {
    const sent = acceptInquiries();
    renderScreen(<ContactPage />, { path: '/contact' });
    const user = await fill({
      'Full Name': '  <b>Meera</b> Iyer  ',
      'Business Email': '  Meera@Globex.COM ',
      Company: ' Globex ',
      Subject: 'Private LLM <for> claims',
      'Project Requirements': `${'x'.repeat(4990)}<>${'y'.repeat(100)}`,
    });
    await send(user);
    await screen.findByText(SUCCESS);
    expect(sent).toHaveLength(1);
    expect(sent[0].credentials).toBe('include');
    expect(sent[0].contentType).toBe('application/json');
    expect(Object.keys(sent[0].body)).toEqual(['fullName', 'email', 'company', 'phone', 'subject', 'budget', 'timeline', 'message']);
    expect(sent[0].body).toMatchObject({ fullName: 'bMeera/b Iyer', email: 'meera@globex.com', company: 'Globex', phone: '', subject: 'Private LLM for claims', budget: '', timeline: '' });
    expect(sent[0].body.message).toBe(`${'x'.repeat(4990)}${'y'.repeat(10)}`);
  });

  it('on success shows the confirmation and empties every field', async () => {
    acceptInquiries();
    renderScreen(<ContactPage />, { path: '/contact' });
    const user = await fill({ ...VALID, Company: 'Globex' });
    await send(user);
    expect((await screen.findByRole('status')).textContent).toBe(SUCCESS);
    for (const label of ['Full Name', 'Business Email', 'Company', 'Subject', 'Project Requirements']) {
      expect((screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value).toBe('');
    }
  });

  it.each([
    ['the server message of a refusal', () => HttpResponse.json({ success: false, message: 'Too many requests from this address' }, { status: 429 }), 'Too many requests from this address'],
    ['"HTTP error! status: N" without a message', () => HttpResponse.json({}, { status: 500 }), 'HTTP error! status: 500'],
    ['"HTTP error! status: N" for a body that is not JSON', () => new HttpResponse(null, { status: 502 }), 'HTTP error! status: 502'],
    ['the fallback when the server cannot be reached', () => HttpResponse.error(), 'Failed to send contact form. Please try again later.'],
    ['the message of a 2xx answer that is not a success', () => HttpResponse.json({ success: false, message: 'Inquiry rejected' }), 'Inquiry rejected'],
  ])('on failure shows %s', async (_name, reply, message) => {
    acceptInquiries(reply);
    renderScreen(<ContactPage />, { path: '/contact' });
    const user = await fill(VALID);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(errorText(message));
    // The form keeps what was typed, so the visitor can try again.
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Meera Iyer');
  });

  it('clears the problem list and the status message as soon as any field is edited', async () => {
    acceptInquiries(() => HttpResponse.json({ message: 'Mail is down' }, { status: 503 }));
    renderScreen(<ContactPage />, { path: '/contact' });
    const user = userEvent.setup();
    await send(user);
    await screen.findByText('Please fix the following errors:');
    await user.type(screen.getByLabelText(/^Company/), 'G');
    expect(screen.queryByText('Please fix the following errors:')).toBeNull();

    await fill(VALID);
    await send(user);
    await screen.findByText(errorText('Mail is down'));
    await user.type(screen.getByLabelText(/^Subject/), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores a second submit while the first is on its way, and shows it is busy', async () => {
    const sent = acceptInquiries(async () => {
      await delay(300);
      return HttpResponse.json({ success: true, message: 'ok', submission_id: 'sub_1' }, { status: 201 });
    });
    renderScreen(<ContactPage />, { path: '/contact' });
    const user = await fill(VALID);
    await send(user);
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // Enter in a field submits the form again; it must not send a second inquiry.
    await user.type(screen.getByLabelText(/^Subject/), '{Enter}');
    await screen.findByText(SUCCESS);
    expect(sent).toHaveLength(1);
  });
});
