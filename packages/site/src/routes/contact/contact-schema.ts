import { z } from '../../lib/zod';
import { siteConfig } from '../../site-config';
import { CONTACT_MSG } from './contact-messages';

/** Trimmed, without < and >, at most 5000 characters; anything but text becomes empty. */
export function sanitizeText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.trim().replace(/[<>]/g, '').slice(0, siteConfig.contact.maxTextLength);
}

/** Spaces, hyphens and parentheses removed: an optional +, a first digit 1-9, 16 digits at most, 10+ characters. */
export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/[\s\-()]/g, '');
  return /^\+?[1-9]\d{0,15}$/.test(compact) && compact.length >= 10;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = () => z.unknown().transform(sanitizeText);

/** The inquiry as typed, cleaned before it is checked; the messages are the ones the page lists. */
export const contactSchema = z.object({
  fullName: text().pipe(z.string().min(2, CONTACT_MSG.name)),
  email: text()
    .transform((v) => v.toLowerCase())
    .pipe(z.string().regex(EMAIL, CONTACT_MSG.email)),
  company: text(),
  phone: text().pipe(z.string().refine((v) => v === '' || isValidPhone(v), CONTACT_MSG.phone)),
  subject: text().pipe(z.string().min(5, CONTACT_MSG.subject)),
  message: text().pipe(z.string().min(10, CONTACT_MSG.message)),
  budget: text(),
  timeline: text(),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactInquiry = z.output<typeof contactSchema>;

/** The order in which problems are listed. */
export const CONTACT_FIELDS = ['fullName', 'email', 'company', 'phone', 'subject', 'message', 'budget', 'timeline'] as const;
