import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ContactController } from './contact.controller.js';
import { ContactInquiry } from './contact-inquiry.entity.js';
import { ContactService } from './contact.service.js';

/** The contact page's inquiry endpoint; shares the site's origin check and auth rate limits. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactInquiry]), AccountsModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
