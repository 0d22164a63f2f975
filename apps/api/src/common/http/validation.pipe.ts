import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { FieldValidationError } from '../errors/domain-error.js';

/**
 * class-validator DTOs everywhere; failures become field-keyed errors (422 on /v1, field map for the site).
 * Each field reports only its first failing rule, in the order the DTO lists them: `top_k: "5"` fails the
 * whole-number rule and, as a consequence, the range rules too; only the first says what is wrong.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => new FieldValidationError(fieldErrors(errors)),
  });
}

function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const key = prefix + error.property;
    const first = firstListed(error.constraints);
    if (first) out[key] = [first];
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, `${key}.`));
  }
  return out;
}

/**
 * Property decorators run bottom-up, so class-validator checks (and records failures) from the last rule a
 * DTO lists to the first; the last failure recorded is the first rule listed. (Its stopAtFirstError would
 * keep the last-listed rule instead, which is why it is not used.)
 */
function firstListed(constraints: Record<string, string> | undefined): string | undefined {
  return constraints ? Object.values(constraints).at(-1) : undefined;
}
