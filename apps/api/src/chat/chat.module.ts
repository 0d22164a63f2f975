import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnswerFeedbackService } from './answer-feedback.service.js';
import { ChatTurn } from './chat-turn.entity.js';
import { ChatHistoryService } from './chat-history.service.js';
import { ChatStreamService } from './chat-stream.service.js';
import { ChatTurnsRepository } from './chat-turns.repository.js';
import { ChatController } from './chat.controller.js';
import { ChatService } from './chat.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ChatTurn])],
  controllers: [ChatController],
  providers: [ChatService, ChatStreamService, ChatHistoryService, AnswerFeedbackService, ChatTurnsRepository],
})
export class ChatModule {}
