import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { stripBidiControls } from '../../common/text/names.js';

/** Surrounding spaces never count (the site trims too). */
/** Trimmed, and without bidirectional controls (common/text/names.ts): no text field needs them. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? stripBidiControls(value).trim() : value));
/** Emails are compared and stored lowercased. */
export const NormalizeEmail = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** The value equals another property's value (password confirmations). */
export function SameAs(property: string, options: ValidationOptions): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName: key as string,
      options,
      validator: { validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[property] },
    });
}

/**
 * Text between min and max characters, as one rule: a missing or short value gets `short`, a long one `long`
 * (two separate validators would both fail on a missing value and put the wrong sentence first).
 */
export function TextLength(min: number, max: number, short: string, long: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'textLength',
      target: target.constructor,
      propertyName: key as string,
      options: { message: (args) => (typeof args.value === 'string' && args.value.length > max ? long : short) },
      validator: { validate: (value: unknown) => typeof value === 'string' && value.length >= min && value.length <= max },
    });
}

/** Optional text of at most max characters. */
export function MaxText(max: number, message: string): PropertyDecorator {
  return TextLength(0, max, message, message);
}

/** An absolute http(s) URL, as the site's own check (a parseable URL) but without other schemes. */
export function isWebsite(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && value.length <= 500;
  } catch {
    return false;
  }
}

export function IsWebsite(options: ValidationOptions): PropertyDecorator {
  return (target, key) =>
    registerDecorator({ name: 'isWebsite', target: target.constructor, propertyName: key as string, options, validator: { validate: isWebsite } });
}

/**
 * Organization accounts: the email's domain must equal the website's host without "www." (docs/accounts.md).
 * A website that cannot be parsed passes here; the website's own rule reports it.
 */
export function emailMatchesWebsite(email: string, website: string): boolean {
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return true;
  }
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase() === host;
}

/** Checked only when `applies(object)` holds (for signup: organization accounts). */
export function EmailMatchesWebsite(
  websiteProperty: string,
  applies: (object: Record<string, unknown>) => boolean,
  options: ValidationOptions,
): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'emailMatchesWebsite',
      target: target.constructor,
      propertyName: key as string,
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const object = args.object as Record<string, unknown>;
          const website = object[websiteProperty];
          return !applies(object) || typeof value !== 'string' || typeof website !== 'string' || emailMatchesWebsite(value, website);
        },
      },
    });
}
