import { ACCOUNT_ENTITIES } from './accounts/account-entities.js';
import { ApiKey } from './keys/api-key.entity.js';
import { ChatTurn } from './chat/chat-turn.entity.js';
import { Document } from './documents/document.entity.js';
import { ContactInquiry } from './contact/contact-inquiry.entity.js';
import { OutboxMail } from './mail/outbox-mail.entity.js';
import { Organization } from './organizations/organization.entity.js';
import { WidgetSettings } from './widget-config/widget-settings.entity.js';

/**
 * Every TypeORM entity of the API; each feature adds its own here. Listed at the root, beside AppModule, and handed
 * to the database layer (DatabaseModule.forRoot, dataSourceOptions), which knows no feature.
 */
export const ENTITIES: Function[] = [Organization, ...ACCOUNT_ENTITIES, ContactInquiry, OutboxMail, ApiKey, WidgetSettings, Document, ChatTurn];
