/** Every sentence the account screens show on their own (not read from the server), word for word. */
export const ACCOUNT_TEXT = {
  loggedIn: 'Logged in successfully!',
  loginFailed: 'Login failed. Please check your credentials.',
  loggedOut: 'Logged out successfully!',
  /** The server's logout failed; the session is still ended here. */
  logoutLocal: 'Logout successful',
  sessionExpired: 'Session expired. Please log in again.',
  emailVerified: 'Email verified successfully!',
  newOtpSent: 'New OTP sent successfully!',
  noVerificationToken: 'No verification token provided',
  verificationLinkInvalid: 'The verification link is invalid or has expired. Please try signing up again.',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
} as const;

/** The fallback of each account form when the answer names no field of its own. */
export const ACCOUNT_FALLBACK = {
  signup: 'Failed to create account. Please try again.',
  resendVerification: 'Failed to resend verification email. Please try again.',
  forgotPassword: 'Failed to send password reset OTP. Please try again.',
  verifyOtp: 'Failed to verify OTP. Please check the code and try again.',
  resetPassword: 'Failed to reset password. Please try again.',
  resendOtp: 'Failed to resend OTP. Please try again.',
  verifyEmail: 'Verification failed. Please try again.',
} as const;

export type AccountForm = keyof typeof ACCOUNT_FALLBACK;

/**
 * The fields of an error answer each form shows, first present wins. The resend-code call is the forgot-password
 * call again, so it reads the same fields.
 */
export const ACCOUNT_ERROR_FIELDS: Record<Exclude<AccountForm, 'verifyEmail'>, readonly string[]> = {
  signup: ['email', 'phone', 'password', 'password_confirm', 'first_name', 'last_name', 'organization_name', 'organization_website', 'non_field_errors', 'message', 'error'],
  resendVerification: ['email', 'non_field_errors', 'message', 'error'],
  forgotPassword: ['email', 'non_field_errors', 'message', 'error'],
  verifyOtp: ['otp', 'email', 'non_field_errors', 'message', 'error'],
  resetPassword: ['new_password', 'new_password_confirm', 'otp', 'email', 'non_field_errors', 'message', 'error'],
  resendOtp: ['email', 'non_field_errors', 'message', 'error'],
};
