import { accountErrorText, readErrorText } from './error-text.js';
import { ApiError, NetworkError, RequestTimeoutError, SessionExpiredError } from './errors.js';
import { ACCOUNT_FALLBACK } from './texts.js';

const answer = (body: unknown, status = 400) => new ApiError(status, body);

describe('the text of a general error answer', () => {
  it('takes message, then error, then a plain string body, then detail, then non_field_errors joined', () => {
    const all = { message: 'm', error: 'e', detail: 'd', non_field_errors: ['n1', 'n2'] };
    expect(readErrorText(all)).toBe('m');
    expect(readErrorText({ ...all, message: undefined })).toBe('e');
    expect(readErrorText('Service unavailable')).toBe('Service unavailable');
    expect(readErrorText({ detail: 'd', non_field_errors: ['n1'] })).toBe('d');
    expect(readErrorText({ non_field_errors: ['n1', 'n2'] })).toBe('n1, n2');
    expect(readErrorText({ email: ['taken'] })).toBeNull();
    expect(readErrorText(null)).toBeNull();
  });
});

describe('the toast text of each account form', () => {
  /** Removes the fields one by one in the given order and checks each is the one shown while present. */
  function expectOrder(form: Parameters<typeof accountErrorText>[0], order: string[]) {
    const body: Record<string, unknown> = Object.fromEntries(order.map((field) => [field, field === 'non_field_errors' ? ['nf1', 'nf2'] : [`${field} text`]]));
    for (const field of order) {
      expect(accountErrorText(form, answer({ ...body }))).toBe(field === 'non_field_errors' ? 'nf1, nf2' : `${field} text`);
      delete body[field];
    }
    expect(accountErrorText(form, answer(body))).toBe(ACCOUNT_FALLBACK[form]);
  }

  it('signup: email, phone, password, password_confirm, first_name, last_name, organization_name, organization_website, non_field_errors, message, error', () => {
    expectOrder('signup', ['email', 'phone', 'password', 'password_confirm', 'first_name', 'last_name', 'organization_name', 'organization_website', 'non_field_errors', 'message', 'error']);
    expect(ACCOUNT_FALLBACK.signup).toBe('Failed to create account. Please try again.');
  });

  it('resend verification: email, non_field_errors, message, error', () => {
    expectOrder('resendVerification', ['email', 'non_field_errors', 'message', 'error']);
    expect(ACCOUNT_FALLBACK.resendVerification).toBe('Failed to resend verification email. Please try again.');
  });

  it('forgot password: email, non_field_errors, message, error', () => {
    expectOrder('forgotPassword', ['email', 'non_field_errors', 'message', 'error']);
    expect(ACCOUNT_FALLBACK.forgotPassword).toBe('Failed to send password reset OTP. Please try again.');
  });

  it('verify OTP: otp, email, non_field_errors, message, error', () => {
    expectOrder('verifyOtp', ['otp', 'email', 'non_field_errors', 'message', 'error']);
    expect(ACCOUNT_FALLBACK.verifyOtp).toBe('Failed to verify OTP. Please check the code and try again.');
  });

  it('reset: new_password, new_password_confirm, otp, email, non_field_errors, message, error', () => {
    expectOrder('resetPassword', ['new_password', 'new_password_confirm', 'otp', 'email', 'non_field_errors', 'message', 'error']);
    expect(ACCOUNT_FALLBACK.resetPassword).toBe('Failed to reset password. Please try again.');
  });

  it('resend OTP falls back to its own sentence', () => {
    expect(accountErrorText('resendOtp', answer({}))).toBe('Failed to resend OTP. Please try again.');
    expect(accountErrorText('resendOtp', answer({ email: 'Slow down' }))).toBe('Slow down');
  });

  it("with no answer the error's own message is shown, or the fallback when it has none", () => {
    expect(accountErrorText('signup', new RequestTimeoutError(15_000))).toBe('The server did not answer within 15 seconds. Please try again.');
    expect(accountErrorText('signup', new SessionExpiredError())).toBe('Session expired. Please log in again.');
    expect(accountErrorText('signup', new NetworkError(new TypeError('fetch failed')))).toBe('Failed to create account. Please try again.');
    expect(accountErrorText('signup', answer(null, 500))).toBe('Failed to create account. Please try again.');
    expect(accountErrorText('signup', undefined)).toBe('Failed to create account. Please try again.');
  });

  it('email verification: a string body, then message, error, token, then the first field; else the fallback', () => {
    expect(accountErrorText('verifyEmail', answer('Gone'))).toBe('Gone');
    expect(accountErrorText('verifyEmail', answer({ token: ['bad token'], error: 'e', message: 'm' }))).toBe('m');
    expect(accountErrorText('verifyEmail', answer({ token: ['bad token'], error: 'e' }))).toBe('e');
    expect(accountErrorText('verifyEmail', answer({ other: ['first'], token: ['bad token'] }))).toBe('bad token');
    expect(accountErrorText('verifyEmail', answer({ other: ['first'] }))).toBe('first');
    expect(accountErrorText('verifyEmail', answer({}))).toBe('Verification failed. Please try again.');
    expect(accountErrorText('verifyEmail', new NetworkError(null))).toBe('Verification failed. Please try again.');
  });
});
