import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { LimitsService } from '../limits/limits.service.js';
import { PlansService } from '../plans/plans.service.js';
import { RAG, type RagPort } from '../ingestion/rag.token.js';
import { AnswerRun } from './answer-run.js';
import { ChatTurnsRepository } from './chat-turns.repository.js';
import type { ChatRequestDto } from './chat.dto.js';
import type { ChatResponseView } from './chat.views.js';

/** Answers questions from all of the organization's processed documents and stores every turn. */
@Injectable()
export class ChatService {
  constructor(
    private readonly turns: ChatTurnsRepository,
    private readonly limits: LimitsService,
    private readonly plans: PlansService,
    @Inject(RAG) private readonly rag: RagPort,
  ) {}

  /** `signal`: the caller went away; generation stops and the turn is stored as interrupted. */
  async ask(key: ApiKeyContext, request: ChatRequestDto, signal?: AbortSignal): Promise<ChatResponseView> {
    const run = await this.begin(key, request, signal);
    for await (const _ of run.tokens()) {
      // the whole answer is returned at once
      if (signal?.aborted) break;
    }
    return run.view();
  }

  /** Checks the daily quota and starts generating; nothing has been sent to the caller yet when this throws. */
  async begin(key: ApiKeyContext, request: ChatRequestDto, signal?: AbortSignal): Promise<AnswerRun> {
    await this.limits.consumeDailyChat(key);
    const organizationId = key.organization.id;
    const sessionId = request.session_id ?? `session_${randomUUID()}`;
    const history = request.context ? await this.turns.context(organizationId, sessionId) : undefined;
    const events = this.rag.answer({
      organizationId,
      question: request.message,
      history,
      language: this.plans.limitsFor(key.organization).answerLanguage,
      signal,
    });
    // Stored before the first token as interrupted, which is what a crash of this process leaves behind; the
    // outcome overwrites it when the answer completes, fails or is abandoned (docs/hardening.md).
    const turn = await this.turns.save({
      organizationId,
      apiKeyId: key.keyId,
      sessionId,
      message: request.message,
      response: '',
      sourceDocuments: [],
      promptTokens: 0,
      completionTokens: 0,
      totalTokens: 0,
      metadata: request.metadata ?? null,
      status: 'interrupted',
      error: null,
      answerStatus: null,
    });
    return new AnswerRun(
      sessionId,
      turn.id,
      events,
      (outcome) =>
        this.turns.settle(turn.id, {
          response: outcome.response,
          sourceDocuments: outcome.sources,
          promptTokens: outcome.usage.prompt_tokens,
          completionTokens: outcome.usage.completion_tokens,
          totalTokens: outcome.usage.total_tokens,
          status: outcome.status,
          error: outcome.error,
          answerStatus: outcome.answerStatus,
        }),
      signal,
    );
  }
}
