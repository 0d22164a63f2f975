import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, useMockApi } from '../../../test/support/msw';
import { renderScreen } from '../../../test/support/render';
import ForgotPasswordPage from './forgot-password-page';
import { countdownTone, formatCountdown } from './use-countdown';

const server = useMockApi();
const FORGOT = `${API}/api/auth/forgot-password/`;
const VERIFY = `${API}/api/auth/verify-otp/`;
const RESET = `${API}/api/auth/reset-password/`;

type Calls = Record<'forgot' | 'verify' | 'reset', unknown[]>;

/** An API that accepts every step and records what each received. */
function acceptAll(): Calls {
  const calls: Calls = { forgot: [], verify: [], reset: [] };
  server.use(
    http.post(FORGOT, async ({ request }) => (calls.forgot.push(await request.json()), HttpResponse.json({ message: 'Code sent if the account exists.' }))),
    http.post(VERIFY, async ({ request }) => (calls.verify.push(await request.json()), HttpResponse.json({ message: 'Code verified.' }))),
    http.post(RESET, async ({ request }) => (calls.reset.push(await request.json()), HttpResponse.json({ message: 'Password changed.' }))),
  );
  return calls;
}

const otpInput = () => screen.getByLabelText('Verification code') as HTMLInputElement;
const countdown = () => document.querySelector('time')!;

async function toVerifyStep(user = userEvent.setup()) {
  renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', toasts: true });
  await user.type(screen.getByLabelText(/^Email/), 'meera@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  await screen.findByLabelText('Verification code');
  return user;
}

describe('forgot password, step 1: request', () => {
  it('asks for the address, with a Sign in link, and checks it looks like one', async () => {
    const calls = acceptAll();
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', toasts: true });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await user.type(screen.getByLabelText(/^Email/), 'meera@');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.forgot).toEqual([]);
  });

  it('sends the address, shows the answer and moves to the code with the countdown at 5:00 in blue', async () => {
    const calls = acceptAll();
    await toVerifyStep();
    expect(calls.forgot).toEqual([{ email: 'meera@example.com' }]);
    expect(await screen.findByText('Code sent if the account exists.')).toBeTruthy();
    expect(countdown().textContent).toBe('5:00');
    expect(countdown().dataset.tone).toBe('blue');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toHaveProperty('disabled', true);
  });

  it('shows the first field of a refusal, else "Failed to send password reset OTP. Please try again."', async () => {
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', toasts: true });
    server.use(http.post(FORGOT, () => HttpResponse.json({ message: 'm', email: ['Slow down, email'] }, { status: 429 })));
    await user.type(screen.getByLabelText(/^Email/), 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Slow down, email')).toBeTruthy();
    server.use(http.post(FORGOT, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Failed to send password reset OTP. Please try again.')).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});

describe('forgot password, step 2: the code', () => {
  it('takes digits only, one box each, moving on; Backspace removes the last', async () => {
    acceptAll();
    const user = await toVerifyStep();
    // The six boxes are what is seen; the one input under them is what is typed into.
    const boxes = () => Array.from(otpInput().closest('[data-input-otp-container]')!.querySelectorAll(':scope > div[aria-hidden="true"]'), (box) => box.textContent);
    expect(boxes()).toEqual(['', '', '', '', '', '']);
    await user.click(otpInput());
    await user.keyboard('1a2b3');
    expect(otpInput().value).toBe('123');
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(otpInput().value).toBe('12');
    await user.keyboard('34567');
    expect(otpInput().value).toBe('123456');
    expect(otpInput().maxLength).toBe(6);
  });

  it('a paste keeps only its digits', async () => {
    acceptAll();
    const user = await toVerifyStep();
    await user.click(otpInput());
    await user.paste('Code: 482-913');
    expect(otpInput().value).toBe('482913');
    const boxes = Array.from(otpInput().closest('[data-input-otp-container]')!.querySelectorAll(':scope > div[aria-hidden="true"]'), (box) => box.textContent);
    expect(boxes).toEqual(['4', '8', '2', '9', '1', '3']);
  });

  it('says "OTP must be exactly 6 digits" and sends nothing for fewer', async () => {
    const calls = acceptAll();
    const user = await toVerifyStep();
    await user.click(otpInput());
    await user.keyboard('12345');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('OTP must be exactly 6 digits')).toBeTruthy();
    expect(otpInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls.verify).toEqual([]);
  });

  it('verifies email and code, then asks for the new password', async () => {
    const calls = acceptAll();
    const user = await toVerifyStep();
    await user.click(otpInput());
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByLabelText(/^New Password/)).toBeTruthy();
    expect(calls.verify).toEqual([{ email: 'meera@example.com', otp: '123456' }]);
    expect(screen.getByText('Code verified.')).toBeTruthy();
  });

  it('shows otp before email for a refused code, else "Failed to verify OTP. Please check the code and try again."', async () => {
    acceptAll();
    const user = await toVerifyStep();
    server.use(http.post(VERIFY, () => HttpResponse.json({ email: ['e'], otp: ['Incorrect code. 4 attempts left.'] }, { status: 400 })));
    await user.click(otpInput());
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Incorrect code. 4 attempts left.')).toBeTruthy();
    server.use(http.post(VERIFY, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Failed to verify OTP. Please check the code and try again.')).toBeTruthy();
  });
});

describe('the countdown', () => {
  it('reads m:ss and is blue above 120 s, orange at 120 s or less, red at 60 s or less', () => {
    expect([300, 125, 65, 60, 9, 0].map(formatCountdown)).toEqual(['5:00', '2:05', '1:05', '1:00', '0:09', '0:00']);
    expect([300, 121, 120, 61, 60, 1].map(countdownTone)).toEqual(['blue', 'blue', 'orange', 'orange', 'red', 'red']);
  });

  describe('with a fixed clock', () => {
    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('counts down from 5:00, turns orange then red, and only then allows a new code, which restarts it', async () => {
      const calls = acceptAll();
      const user = await toVerifyStep(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      const resend = () => screen.getByRole('button', { name: 'Resend Code' }) as HTMLButtonElement;
      act(() => jest.advanceTimersByTime(180_000));
      expect(countdown().textContent).toBe('2:00');
      expect(countdown().dataset.tone).toBe('orange');
      expect(countdown().className).toContain('text-timer-orange');
      act(() => jest.advanceTimersByTime(60_000));
      expect(countdown().textContent).toBe('1:00');
      expect(countdown().dataset.tone).toBe('red');
      expect(resend().disabled).toBe(true);
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('The code has expired. Ask for a new one below.')).toBeTruthy();
      expect(resend().disabled).toBe(false);
      await user.click(resend());
      expect(await screen.findByText('New OTP sent successfully!')).toBeTruthy();
      expect(calls.forgot).toEqual([{ email: 'meera@example.com' }, { email: 'meera@example.com' }]);
      expect(countdown().textContent).toBe('5:00');
      expect(countdown().dataset.tone).toBe('blue');
      expect(resend().disabled).toBe(true);
    });

    it('a failed resend says "Failed to resend OTP. Please try again." and keeps the timer at zero', async () => {
      acceptAll();
      const user = await toVerifyStep(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      act(() => jest.advanceTimersByTime(300_000));
      server.use(http.post(FORGOT, () => HttpResponse.json({}, { status: 503 })));
      await user.click(screen.getByRole('button', { name: 'Resend Code' }));
      expect(await screen.findByText('Failed to resend OTP. Please try again.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Resend Code' })).toHaveProperty('disabled', false);
    });
  });
});

describe('forgot password, steps 3 and 4: the new password', () => {
  async function toResetStep() {
    const calls = acceptAll();
    const user = await toVerifyStep();
    await user.click(otpInput());
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await screen.findByLabelText(/^New Password/);
    return { user, calls };
  }

  it('holds the 8-character minimum and the match', async () => {
    const { user, calls } = await toResetStep();
    await user.type(screen.getByLabelText(/^New Password/), '1234567');
    await user.type(screen.getByLabelText(/^Confirm New Password/), '7654321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(calls.reset).toEqual([]);
  });

  it('sends email, code and both passwords, then shows Go to Login', async () => {
    const { user, calls } = await toResetStep();
    expect(document.querySelector('time')).toBeNull();
    await user.type(screen.getByLabelText(/^New Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toHaveProperty('pathname', '/login');
    expect(calls.reset).toEqual([{ email: 'meera@example.com', otp: '654321', new_password: 'brand-new-pass', new_password_confirm: 'brand-new-pass' }]);
    expect(screen.getByText('Password changed.')).toBeTruthy();
  });

  it('shows new_password, new_password_confirm, otp, email in that order, else "Failed to reset password. Please try again."', async () => {
    const { user } = await toResetStep();
    server.use(http.post(RESET, () => HttpResponse.json({ otp: ['This code has expired. Please request a new one.'], new_password_confirm: ['Passwords differ here'] }, { status: 400 })));
    await user.type(screen.getByLabelText(/^New Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords differ here')).toBeTruthy();
    server.use(http.post(RESET, () => HttpResponse.error()));
    fireEvent.submit(screen.getByRole('form', { name: 'Choose a new password' }));
    await waitFor(() => expect(screen.getByText('Failed to reset password. Please try again.')).toBeTruthy());
  });
});
