/** Contact form texts, the same as the site's contact page says them (docs/site.md, docs/accounts.md). */
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
