import { siteConfig } from '../../site-config';

/** Every text of the contact form, word for word. */
export const CONTACT_MSG = {
  name: 'Name must be at least 2 characters long',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters long',
  message: 'Message must be at least 10 characters long',
  phone: 'Please enter a valid phone number',
  heading: 'Please fix the following errors:',
  success: 'Thank you for your inquiry! Our enterprise team will contact you within 24 hours to discuss your requirements.',
  failed: 'Failed to send contact form. Please try again later.',
  error: (message: string) =>
    `Sorry, there was an error sending your message: ${message}. Please try again or contact us directly at ${siteConfig.salesEmail}.`,
} as const;
