import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileOutboxTransport } from './file-outbox.transport.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { MailRetryWorker } from './mail-retry.worker.js';
import { MAIL_TRANSPORT, type MailTransport } from './outgoing-mail.js';
import { SmtpTransport } from './smtp.transport.js';

/** Outgoing mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox (links logged outside production). */
@Global()
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailTransport => {
        const production = config.env === 'production';
        const transport = config.mail.smtpUrl
          ? new SmtpTransport(config.mail.smtpUrl, config.mail.from)
          : new FileOutboxTransport(join(config.dataDir, 'outbox'), config.mail.from, !production);
        const logger = new Logger('Mail');
        logger.log(`Outgoing mail goes to ${transport.description}.`);
        if (production && !config.mail.smtpUrl) {
          logger.warn('SMTP_URL is not set: mail, with its sign-in links and reset codes, stays in the outbox folder. Set SMTP_URL.');
        }
        return transport;
      },
    },
    MailOutboxService,
    MailRetryWorker,
  ],
  exports: [MailOutboxService],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  onApplicationShutdown(): void {
    this.transport.close?.();
  }
}
