import { Accounts1763800100000 } from './migrations/1763800100000-accounts.js';
import { ContactAndMail1763800110000 } from './migrations/1763800110000-contact-and-mail.js';
import { MailOutboxSecrets1763800120000 } from './migrations/1763800120000-mail-outbox-secrets.js';
import { ResetCodesByEmail1763800130000 } from './migrations/1763800130000-reset-codes-by-email.js';
import { Foundation1763800000000 } from './migrations/1763800000000-foundation.js';
import { DocumentsAndChat1763800250000 } from './migrations/1763800250000-documents-and-chat.js';
import { ChatTurnAnswerStatus1763800260000 } from './migrations/1763800260000-chat-turn-answer-status.js';
import { Chunks1763800300000 } from './migrations/1763800300000-chunks.js';
import { ChunkPageBreaks1763800310000 } from './migrations/1763800310000-chunk-page-breaks.js';
import { DocumentSummaries1763800320000 } from './migrations/1763800320000-document-summaries.js';
import { CorpusDocuments1763800330000 } from './migrations/1763800330000-corpus-documents.js';
import { AccessChangeNotifications1763800295000 } from './migrations/1763800295000-access-change-notifications.js';
import { ChunkSentences1763800340000 } from './migrations/1763800340000-chunk-sentences.js';
import { ChunksOrganizationSearchIndex1763800350000 } from './migrations/1763800350000-chunks-organization-search-index.js';
import { WidgetPosition1763800270000 } from './migrations/1763800270000-widget-position.js';
import { Keys1763800200000 } from './migrations/1763800200000-keys.js';
import { KeysWidgetSettings1763800200001 } from './migrations/1763800200001-keys-widget-settings.js';
import { IngestionLeaseQueue1763800280000 } from './migrations/1763800280000-ingestion-lease-queue.js';
import { Webhooks1763800400000 } from './migrations/1763800400000-webhooks.js';
import { PageLayouts1763800600000 } from './migrations/1763800600000-page-layouts.js';
import { OrganizationOcr1763800700000 } from './migrations/1763800700000-organization-ocr.js';
import { AnswerFeedback1763800900000 } from './migrations/1763800900000-answer-feedback.js';
import { AdminKeySecretShown1763801000000 } from './migrations/1763801000000-admin-key-secret-shown.js';
import { DocumentSkippedPages1763801100000 } from './migrations/1763801100000-document-skipped-pages.js';
import { LimitCounts1763801600000 } from './migrations/1763801600000-limit-counts.js';
import { PublishableKeyText1763801700000 } from './migrations/1763801700000-publishable-key-text.js';
import { Conversations1763801500000 } from './migrations/1763801500000-conversations.js';
import { QuestionGaps1763801410000 } from './migrations/1763801410000-question-gaps.js';
import { WidgetLinksClickable1763801600001 } from './migrations/1763801600001-widget-links-clickable.js';
import { WidgetPageViewer1763801800000 } from './migrations/1763801800000-widget-page-viewer.js';

/**
 * Every migration, in order. Ranges by feature keep parallel work from colliding:
 * 17638000xxxxx foundation, 17638001xxxxx accounts, 17638002xxxxx platform, 17638003xxxxx rag, 17638004xxxxx webhooks, 17638006xxxxx reading PDFs, 17638007xxxxx scanned pages (OCR), 17638009xxxxx the owner's loop.
 */
export const MIGRATIONS: Function[] = [Foundation1763800000000, Accounts1763800100000, ContactAndMail1763800110000, MailOutboxSecrets1763800120000, ResetCodesByEmail1763800130000, Keys1763800200000, KeysWidgetSettings1763800200001, DocumentsAndChat1763800250000, ChatTurnAnswerStatus1763800260000, WidgetPosition1763800270000, IngestionLeaseQueue1763800280000, AccessChangeNotifications1763800295000, Chunks1763800300000, ChunkPageBreaks1763800310000, DocumentSummaries1763800320000, CorpusDocuments1763800330000, ChunkSentences1763800340000, ChunksOrganizationSearchIndex1763800350000, Webhooks1763800400000, PageLayouts1763800600000, OrganizationOcr1763800700000, AnswerFeedback1763800900000, AdminKeySecretShown1763801000000, DocumentSkippedPages1763801100000, QuestionGaps1763801410000, Conversations1763801500000, LimitCounts1763801600000, WidgetLinksClickable1763801600001, PublishableKeyText1763801700000, WidgetPageViewer1763801800000];
