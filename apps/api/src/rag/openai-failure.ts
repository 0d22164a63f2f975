import OpenAI from 'openai';

/**
 * One sentence for a failed call through the `openai` client, naming the service (`the answer model`, `the
 * embeddings provider`): a timeout, no connection, the provider's own error message, or an unreadable answer.
 */
export function describeOpenAiFailure(error: unknown, service: string, baseUrl: string, timeoutMs: number): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return `${capital(service)} did not answer within ${timeoutMs} ms.`;
  if (error instanceof OpenAI.APIConnectionError) return `Could not reach ${service} at ${baseUrl}.`;
  if (error instanceof OpenAI.APIError && error.status) {
    const detail = (error.error as { message?: string } | undefined)?.message ?? error.message;
    return `${capital(service)} answered ${error.status}: ${detail}`;
  }
  return `${capital(service)} sent a response that could not be read.`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
