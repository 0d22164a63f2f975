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
 */
export function checkBodyShape(req: Request, _res: Response, next: NextFunction): void {
  try {
    if (req.body !== undefined) checkValue(req.body);
    next();
  } catch (error) {
    next(error);
  }
}

function checkValue(body: unknown): void {
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw new NullCharacterError();
    } else if (value !== null && typeof value === 'object') {
      if (depth + 1 > MAX_BODY_DEPTH) throw new BodyTooDeepError();
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) throw new NullCharacterError();
        pending.push([child, depth + 1]);
      }
    }
  }
}
