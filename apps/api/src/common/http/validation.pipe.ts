import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { FieldValidationError } from '../errors/domain-error.js';

/** class-validator DTOs everywhere; failures become field-keyed errors (422 on /v1, field map for the site). */
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
    if (error.constraints) out[key] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, fieldErrors(error.children, `${key}.`));
  }
  return out;
}
