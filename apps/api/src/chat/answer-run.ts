import { DomainError } from '../common/errors/domain-error.js';
import { type AnswerEvent, AnswerModelError, type AnswerStatus, type SourceDocument, type TokenUsage } from '../rag/rag.types.js';
import type { ChatTurnStatus } from './chat-turn.entity.js';
import type { ChatResponseView } from './chat.views.js';

export class AnswerFailedError extends DomainError {
  constructor() {
    super('answer_failed', 'The answer could not be generated because the language model failed. Please try again.');
  }
}

export interface TurnOutcome {
  status: ChatTurnStatus;
  response: string;
  sources: SourceDocument[];
  usage: TokenUsage;
  error: string | null;
  /** Known once the answer is complete. */
  answerStatus: AnswerStatus | null;
}

/**
 * One answer being generated. Read its tokens once; however the reading ends (done, model failure, the
 * caller stopping early or aborting) the turn is stored exactly once with the matching status.
 */
export class AnswerRun {
  private text = '';
  private sources: SourceDocument[] = [];
  private usage: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  private answerStatus: AnswerStatus | null = null;
  private settled = false;

  constructor(
    readonly sessionId: string,
    /** The stored turn's id, sent to the caller as message_id. */
    readonly messageId: string,
    private readonly events: AsyncGenerator<AnswerEvent>,
    private readonly store: (outcome: TurnOutcome) => Promise<unknown>,
    private readonly signal?: AbortSignal,
  ) {}

  async *tokens(): AsyncGenerator<string> {
    try {
      for await (const event of this.events) {
        if (event.type === 'token') {
          this.text += event.token;
          yield event.token;
        } else {
          this.text = event.answer;
          this.sources = event.sources.map((s) => ({ ...s, highlight: s.highlight ?? null }));
          this.usage = event.usage;
          this.answerStatus = event.status;
          await this.settle('complete', null);
        }
      }
    } catch (error) {
      if (this.signal?.aborted) return; // the caller went away; stored as interrupted below
      const reason = error instanceof AnswerModelError ? error.message : 'Unexpected error while answering.';
      await this.settle('failed', reason);
      throw error instanceof AnswerModelError ? new AnswerFailedError() : error;
    } finally {
      await this.settle('interrupted', null);
    }
  }

  view(): ChatResponseView {
    return { message_id: this.messageId, answer: this.text, answer_status: this.answerStatus ?? 'answered', source_documents: this.sources.map((s) => ({ ...s, highlight: s.highlight ?? null })), token_usage: this.usage, session_id: this.sessionId };
  }

  private async settle(status: ChatTurnStatus, error: string | null): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await this.store({ status, response: this.text, sources: this.sources, usage: this.usage, error, answerStatus: this.answerStatus });
  }
}
