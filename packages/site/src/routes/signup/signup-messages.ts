/** The signup form's messages, word for word. */
export const SIGNUP_MSG = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 characters',
  country: 'Please select your country',
  password: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  organizationName: 'Organization name must be at least 2 characters',
  organizationWebsite: 'Please enter a valid website URL',
  emailDomain: 'Email domain must match organization website.',
} as const;
