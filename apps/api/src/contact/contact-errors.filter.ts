import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { CONTACT_MSG } from './contact-messages.js';

/** The contact page reads `message` on a non-OK answer; the full list comes along as `errors`. */
@Catch(FieldValidationError)
export class ContactErrorsFilter implements ExceptionFilter {
  catch(error: FieldValidationError, host: ArgumentsHost): void {
    const errors = Object.values(error.fields).flat();
    host.switchToHttp().getResponse<Response>().status(400).json({
      success: false,
      message: errors[0] ?? CONTACT_MSG.heading,
      heading: CONTACT_MSG.heading,
      errors,
      fields: error.fields,
    });
  }
}
