import { Body, Controller, Post, Req, UseFilters, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AuthRateLimitGuard, RateLimited } from '../accounts/guards/auth-rate-limit.guard.js';
import { SiteOriginGuard } from '../accounts/guards/site-origin.guard.js';
import { type FormErrorBody, FormErrorsFilter } from '../common/http/form-errors.js';
import { ContactInquiryDto } from './contact-inquiry.dto.js';
import { CONTACT_MSG } from './contact-messages.js';
import { ContactService } from './contact.service.js';

/** The contact page reads `message` on a non-OK answer; the full list comes along as `errors`. */
const contactFormBody: FormErrorBody = (fields) => {
  const errors = Object.values(fields).flat();
  return { success: false, message: errors[0] ?? CONTACT_MSG.heading, heading: CONTACT_MSG.heading, errors, fields };
};

/** POST /api/auth/contact/ (docs/site.md): public, rate-limited, answers {success, message, submission_id}. */
@Controller('api/auth')
@UseGuards(SiteOriginGuard, AuthRateLimitGuard)
@UseFilters(new FormErrorsFilter(contactFormBody))
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact/')
  @RateLimited('contact')
  submit(@Body() body: ContactInquiryDto, @Req() req: Request) {
    return this.contact.submit(body, req.ip ?? null);
  }
}
