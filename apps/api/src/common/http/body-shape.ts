import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors/domain-error.js';

/** Deepest nesting of objects and arrays a JSON or form body may have; the API's own bodies need 3 at most. */
export const MAX_BODY_DEPTH = 32;

export class BodyTooDeepError extends DomainError {
  constructor() {
    super('bad_request', `The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of objects and arrays are accepted.`);
  }
}

export class NullCharacterError extends DomainError {
  constructor() {
    super('bad_request', 'The request body contains a null character (\\u0000), which text cannot hold. Remove it and send the request again.');
  }
}

/**
 * Refuses, before any validation, parsed bodies the rest of the API cannot handle: nesting deep enough to
 * overflow the stack of class-transformer's recursive copy (thousands of levels), and the null character,
 * which PostgreSQL text and jsonb cannot store (the chat turn's insert failed after the answer was made).
 * Keys are checked as well as values. The walk is iterative, so the check itself cannot overflow.
 *
 * It also repairs lone UTF-16 surrogates ("\udfff" spelled in JSON), which are no text: validators that encode
 * them throw (validator's isEmail calls encodeURI) and storage would turn them into U+FFFD anyway. Each becomes
 * U+FFFD here, once, for every route (docs/hardening.md). A JSON.parse reviver could do that too, but its walk is
 * recursive and would overflow on the deep bodies refused above.
 */
export function checkBodyShape(req: Request, _res: Response, next: NextFunction): void {
  try {
    if (typeof req.body === 'string') req.body = checkText(req.body);
    else if (req.body !== undefined) checkValue(req.body);
    next();
  } catch (error) {
    next(error);
  }
}

/** ES2024's String methods, in Node since 20; the compiler's lib here is ES2023. */
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };

function checkText(text: string): string {
  if (text.includes('\u0000')) throw new NullCharacterError();
  const s = text as Es2024String;
  return s.isWellFormed() ? text : s.toWellFormed();
}

function checkValue(body: unknown): void {
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > MAX_BODY_DEPTH) throw new BodyTooDeepError();
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      const goodKey = checkText(key);
      if (goodKey !== key) {
        delete record[key];
        record[goodKey] = child;
      }
      if (typeof child === 'string') record[goodKey] = checkText(child);
      else pending.push([child, depth + 1]);
    }
  }
}
