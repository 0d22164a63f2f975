import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import type { ContactInquiryDto } from './contact-inquiry.dto.js';
import { ContactInquiry } from './contact-inquiry.entity.js';
import { acknowledgement, salesNotification } from './contact-mails.js';
import { CONTACT_MSG } from './contact-messages.js';

/** Stores the inquiry first (nothing is lost if mail fails), then queues the mail to sales and to the sender. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectRepository(ContactInquiry) private readonly inquiries: Repository<ContactInquiry>,
    private readonly mail: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit(input: ContactInquiryDto, ip: string | null) {
    const inquiry = await this.inquiries.save(this.inquiries.create({ ...input, ip }));
    try {
      await this.mail.enqueue(salesNotification(this.config.mail.salesEmail, inquiry));
      await this.mail.enqueue(acknowledgement(inquiry));
    } catch (error) {
      this.logger.error({ err: error, inquiry_id: inquiry.id }, 'A contact inquiry is stored but its mail could not be queued');
    }
    return { success: true, message: CONTACT_MSG.thanks, submission_id: inquiry.id };
  }
}
