import { Body, Controller, Post, Req, UseFilters, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AuthRateLimitGuard, RateLimited } from '../accounts/guards/auth-rate-limit.guard.js';
import { SiteOriginGuard } from '../accounts/guards/site-origin.guard.js';
import { ContactErrorsFilter } from './contact-errors.filter.js';
import { ContactInquiryDto } from './contact-inquiry.dto.js';
import { ContactService } from './contact.service.js';

/** POST /api/auth/contact/ (spec §7): public, rate-limited, answers {success, message, submission_id}. */
@Controller('api/auth')
@UseGuards(SiteOriginGuard, AuthRateLimitGuard)
@UseFilters(ContactErrorsFilter)
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact/')
  @RateLimited('contact')
  submit(@Body() body: ContactInquiryDto, @Req() req: Request) {
    return this.contact.submit(body, req.ip ?? null);
  }
}
