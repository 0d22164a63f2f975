import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { FieldValidationError } from '../../common/errors/domain-error.js';

/** The site's account forms read field-keyed errors with status 400 (`{"email": ["…"]}`), not /v1's 422. */
@Catch(FieldValidationError)
export class SiteFormErrorsFilter implements ExceptionFilter {
  catch(error: FieldValidationError, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(400).json(error.fields);
  }
}
