import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { classifyFailure } from '../../ingestion/processing-failure.js';
import { DomainError, FieldValidationError } from '../errors/domain-error.js';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';
import { requestId } from './request-id.js';

interface Rendered {
  status: number;
  code: string;
  message: string;
  /** Body for the site's /api/auth calls, which read field-keyed errors (spec: site-and-accounts §8). */
  siteBody?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * The one place errors become HTTP. /v1 gets `{error, code, request_id}`; the site's /api/auth
 * calls get the field-keyed shape its forms read (`{"email": ["…"]}`, `message`, `detail`).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const id = requestId(req, res);
    const rendered = this.render(exception);
    // The line carries the request id: the logger is bound to the request (common/logging/logger.ts).
    if (rendered.status === 503) this.logger.warn({ err: exception }, 'Request refused: a service is unavailable');
    else if (rendered.status >= 500) this.logger.error({ err: exception }, 'Request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(rendered.headers ?? {})) res.setHeader(name, value);
    const forSite = !req.originalUrl.startsWith('/v1');
    const body = forSite
      ? (rendered.siteBody ?? { message: rendered.message, code: rendered.code })
      : { error: rendered.message, code: rendered.code, request_id: id };
    res.status(rendered.status).json(body);
  }

  private render(exception: unknown): Rendered {
    // A lost or refused connection to a service is an outage, not a fault: 503, and the API recovers by itself.
    if (!(exception instanceof DomainError) && !(exception instanceof HttpException)) {
      const failure = classifyFailure(exception);
      // The database, the vector index or the embeddings service (ingestion/processing-failure.ts names them).
      if (failure.kind === 'outage' && failure.service?.startsWith('the ')) {
        return this.render(new ServiceUnavailableError(`its ${failure.service.slice(4)} cannot be reached`));
      }
    }
    if (exception instanceof FieldValidationError) {
      return { status: 422, code: exception.code, message: exception.message, siteBody: { ...exception.fields } };
    }
    if (exception instanceof DomainError) {
      const headers = exception.details?.headers as Record<string, string> | undefined;
      const { headers: _omit, ...details } = exception.details ?? {};
      return {
        status: exception.status,
        code: exception.code,
        message: exception.message,
        headers,
        siteBody: { message: exception.message, code: exception.code, ...details },
      };
    }
    // Errors from Express middleware (body too large, malformed JSON) carry their own 4xx status; Nest hands them
    // over wrapped in an HttpException whose cause is the original, which names what went wrong.
    const middleware = bodyParserError(exception instanceof HttpException ? exception.cause : exception);
    if (middleware) return middleware;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message = typeof response === 'string' ? response : messageOf(response) ?? exception.message;
      const siteBody = typeof response === 'object' && !('statusCode' in response) ? (response as object) : undefined;
      return { status, code: codeFor(status), message: sentence(message), siteBody: siteBody as Record<string, unknown> };
    }
    const status = (exception as { status?: number })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, code: codeFor(status), message: sentence((exception as Error).message) };
    }
    return { status: 500, code: 'internal_error', message: 'Something went wrong on our side. Please try again.' };
  }
}

const BODY_ERRORS: Record<string, string> = {
  'entity.too.large': 'The request body is too large.',
  'entity.parse.failed': 'The request body is not valid JSON.',
};

/** body-parser's errors, in the API's words rather than the parser's ("Unexpected token } in JSON at position 5"). */
function bodyParserError(error: unknown): Rendered | null {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  if (typeof status !== 'number' || !type || !BODY_ERRORS[type]) return null;
  return { status, code: codeFor(status), message: BODY_ERRORS[type] };
}

function messageOf(response: object): string | undefined {
  const m = (response as { message?: unknown }).message;
  if (Array.isArray(m)) return m.join('; ');
  return typeof m === 'string' ? m : undefined;
}

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function codeFor(status: number): string {
  const name = HttpStatus[status];
  return name ? name.toLowerCase() : 'error';
}
