/** Contact form texts; those in quotes in the specification (§5, §8) are verbatim. */
export const CONTACT_MSG = {
  name: 'Name must be at least 2 characters long',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters long',
  message: 'Message must be at least 10 characters long',
  phone: 'Please enter a valid phone number',
  heading: 'Please fix the following errors:',
  thanks: 'Thank you for your inquiry! Our enterprise team will contact you within 24 hours to discuss your requirements.',
} as const;

export const MAX_TEXT_LENGTH = 5000;
