import { Transform } from 'class-transformer';
import { Allow, Matches, MinLength, registerDecorator } from 'class-validator';
import { CONTACT_MSG, MAX_TEXT_LENGTH } from './contact-messages.js';

/** Trimmed, without < and >, at most 5000 characters (as the site's contact form cleans them, docs/site.md); what is not text becomes empty. */
export function sanitizeText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.trim().replace(/[<>]/g, '').slice(0, MAX_TEXT_LENGTH);
}

/** The site's phone rule: spaces, hyphens and parentheses removed, optional +, 1-9 first, 16 digits at most, 10+ long. */
export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/[\s\-()]/g, '');
  return /^\+?[1-9]\d{0,15}$/.test(compact) && compact.length >= 10;
}

const Sanitized = () => Transform(({ value }) => sanitizeText(value));

const OptionalPhone = (): PropertyDecorator => (target, key) =>
  registerDecorator({
    name: 'optionalPhone',
    target: target.constructor,
    propertyName: key as string,
    options: { message: CONTACT_MSG.phone },
    validator: { validate: (value: unknown) => value === '' || (typeof value === 'string' && isValidPhone(value)) },
  });

/** POST /api/auth/contact/ — the wire payload of the contact page. */
export class ContactInquiryDto {
  @Sanitized() @MinLength(2, { message: CONTACT_MSG.name })
  fullName: string;

  @Transform(({ value }) => sanitizeText(value).toLowerCase())
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: CONTACT_MSG.email })
  email: string;

  @Sanitized() @OptionalPhone()
  phone: string;

  @Sanitized() @MinLength(5, { message: CONTACT_MSG.subject })
  subject: string;

  @Sanitized() @MinLength(10, { message: CONTACT_MSG.message })
  message: string;

  @Sanitized() @Allow() company: string;
  @Sanitized() @Allow() budget: string;
  @Sanitized() @Allow() timeline: string;
}
