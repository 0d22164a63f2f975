import { ACCOUNT_ERROR_FIELDS, ACCOUNT_FALLBACK, type AccountForm } from './texts.js';

type Body = Record<string, unknown>;
const isBody = (body: unknown): body is Body => !!body && typeof body === 'object' && !Array.isArray(body);

/** A field's value as one sentence: a string as it is, a list of sentences joined with ", ". */
function fieldText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const parts = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    return parts.length ? parts.join(', ') : null;
  }
  return null;
}

/**
 * The text of an error answer for general calls, read from its body in this order: message, error, a plain
 * string body, detail, then non_field_errors joined with ", ". null when none of them is there.
 */
export function readErrorText(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!isBody(body)) return null;
  for (const key of ['message', 'error'] as const) {
    if (typeof body[key] === 'string' && body[key]) return body[key] as string;
  }
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  return fieldText(body.non_field_errors);
}

/** The first of `fields` present in the body, as one sentence. */
export function firstFieldText(body: unknown, fields: readonly string[]): string | null {
  if (!isBody(body)) return null;
  for (const field of fields) {
    const text = fieldText(body[field]);
    if (text) return text;
  }
  return null;
}

/** What a failed call carries: its answer's body when the server answered, and its own message. */
interface FailedCall {
  body?: unknown;
  message?: string;
}

/**
 * The toast text when an account form's call fails: the first field of the answer in the form's order, else, when
 * the server gave no answer (time-out, expired session), the error's own message, else the form's fallback.
 * An answer without any of the fields (a bare 500) gets the fallback too, not "HTTP error! status: 500".
 */
export function accountErrorText(form: AccountForm, error: unknown): string {
  const failed = (error ?? {}) as FailedCall;
  if (form === 'verifyEmail') return verificationErrorText(failed);
  const answered = 'status' in (failed as object) && 'body' in (failed as object);
  const fromBody = firstFieldText(failed.body, ACCOUNT_ERROR_FIELDS[form]);
  if (fromBody) return fromBody;
  if (!answered && typeof failed.message === 'string' && failed.message) return failed.message;
  return ACCOUNT_FALLBACK[form];
}

/** Email verification: a string body, or message, error, token, or the first field of the body; else the fallback. */
function verificationErrorText(failed: FailedCall): string {
  const body = failed.body;
  if (typeof body === 'string' && body.trim()) return body.trim();
  const named = firstFieldText(body, ['message', 'error', 'token']);
  if (named) return named;
  if (isBody(body)) {
    for (const value of Object.values(body)) {
      const text = fieldText(value);
      if (text) return text;
    }
  }
  return ACCOUNT_FALLBACK.verifyEmail;
}
