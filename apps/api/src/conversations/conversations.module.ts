import { Module } from '@nestjs/common';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsService } from './conversations.service.js';

/** GET /v1/chat/sessions and /v1/chat/sessions/export: the organization's conversations, to browse and export. */
@Module({ controllers: [ConversationsController], providers: [ConversationsService] })
export class ConversationsModule {}
