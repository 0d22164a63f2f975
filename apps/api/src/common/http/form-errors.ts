import { Catch, type ArgumentsHost, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import { FieldValidationError } from '../errors/domain-error.js';

export type FieldErrors = Record<string, string[]>;
/** The body a site form reads when fields are refused. */
export type FormErrorBody = (fields: FieldErrors) => Record<string, unknown>;

/** The account forms read the bare field map, `{"email": ["…"]}` (docs/accounts.md). */
export const accountFormBody: FormErrorBody = (fields) => ({ ...fields });

/**
 * Refused fields on the site's /api/auth forms: always 400 with the form's body (/v1 answers the same error 422
 * with its first sentence, common/http/exception.filter.ts). The global filter renders the account forms' shape;
 * a form that reads another body names it with `@UseFilters(new FormErrorsFilter(body))`.
 */
export function renderFormErrors(error: FieldValidationError, body: FormErrorBody = accountFormBody) {
  return { status: HttpStatus.BAD_REQUEST, body: { ...body(error.fields), ...error.details } };
}

@Catch(FieldValidationError)
export class FormErrorsFilter implements ExceptionFilter {
  constructor(private readonly body: FormErrorBody) {}

  catch(error: FieldValidationError, host: ArgumentsHost): void {
    const { status, body } = renderFormErrors(error, this.body);
    host.switchToHttp().getResponse<Response>().status(status).json(body);
  }
}
