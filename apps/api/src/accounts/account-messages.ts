/** Every sentence the accounts service says to the site; the site's forms show them as they are (docs/accounts.md). */
export const MSG = {
  // Signup rules (the same as the site's client-side rules)
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 characters',
  country: 'Please select your country',
  password: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDontMatch: "Passwords don't match",
  organizationName: 'Organization name must be at least 2 characters',
  organizationWebsite: 'Please enter a valid website URL',
  emailDomain: 'Email domain must match organization website.',
  accountType: 'Please choose a Personal or an Organization account.',
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters`,
  signedUp: 'Thanks! Check your email: we have sent a message to the address you entered to finish signing up.',

  // Email verification
  noToken: 'No verification token provided',
  badToken: 'The verification link is invalid or has expired. Please try signing up again.',
  verified: 'Email verified successfully!',
  alreadyVerified: 'This email address is already verified. Please sign in.',
  linkExpired: 'This verification link has expired. Ask for a new one below.',
  resent: 'If an account with that email is waiting for verification, we have sent a new link. Please check your inbox.',

  // Sessions
  badCredentials: 'Invalid email or password.',
  notVerified: 'Please verify your email address before signing in. Check your inbox for the verification link.',
  loggedIn: 'Logged in successfully!',
  loggedOut: 'Logged out successfully!',
  refreshed: 'Session refreshed.',
  sessionExpired: 'Session expired. Please log in again.',
  notSignedIn: 'Authentication credentials were not provided.',
  profileUpdated: 'Profile updated successfully.',
  emailReadOnly: 'Your email address cannot be changed here.',
  passwordReadOnly: 'Use "Forgot password" to change your password.',

  // Password change and signing out everywhere
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  passwordUnchanged: 'Choose a new password that differs from your current one.',
  passwordChanged: 'Password changed. You have been signed out on your other devices.',
  loggedOutEverywhere: 'Logged out on all devices.',

  // Password reset
  otpFormat: 'OTP must be exactly 6 digits',
  otpSent: 'If an account exists for that email, we have sent a 6-digit code. It expires in 5 minutes.',
  otpInvalid: 'Invalid or expired code. Please request a new one.',
  otpExpired: 'This code has expired. Please request a new one.',
  otpLocked: 'Too many incorrect attempts. This code no longer works; please request a new one.',
  otpWrong: (left: number) => `Incorrect code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  otpVerified: 'Code verified. You can now choose a new password.',
  otpNotVerified: 'Please verify the code before choosing a new password.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',

  // Guards
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  foreignOrigin: 'This request did not come from the Pagewise site and was refused.',
} as const;
