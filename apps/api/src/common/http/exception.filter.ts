import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, FieldValidationError } from '../errors/domain-error.js';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes.js';
import { serviceFailureOf } from '../errors/service-outage.js';
import { ServiceUnavailableError } from '../errors/service-unavailable.error.js';
import { InsufficientStorageError } from '../../database/data-dir-space.js';
import { DISK_FULL, EmbeddedDatabaseStoppedError } from '../../database/pglite-session.js';
import { renderFormErrors } from './form-errors.js';
import { requestId } from './request-id.js';

/** The HTTP status of every error code; a code added to ERROR_CODES without a status here does not compile. */
export const STATUS_OF_CODE: Record<ErrorCode, HttpStatus> = {
  bad_request: HttpStatus.BAD_REQUEST,
  // 400, not 401: the site treats any 401 as an expired session and tries a refresh.
  invalid_credentials: HttpStatus.BAD_REQUEST,
  email_not_verified: HttpStatus.BAD_REQUEST,
  invalid_api_key: HttpStatus.UNAUTHORIZED,
  unauthorized: HttpStatus.UNAUTHORIZED,
  session_expired: HttpStatus.UNAUTHORIZED,
  not_authenticated: HttpStatus.UNAUTHORIZED,
  insufficient_scope: HttpStatus.FORBIDDEN,
  origin_not_allowed: HttpStatus.FORBIDDEN,
  secret_key_in_browser: HttpStatus.FORBIDDEN,
  plan_limit_reached: HttpStatus.FORBIDDEN,
  admin_key_protected: HttpStatus.FORBIDDEN,
  admin_required: HttpStatus.FORBIDDEN,
  document_limit_reached: HttpStatus.FORBIDDEN,
  csrf_origin_refused: HttpStatus.FORBIDDEN,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  document_not_found: HttpStatus.NOT_FOUND,
  widget_not_built: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  file_too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  payload_too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupported_media_type: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  validation_failed: HttpStatus.UNPROCESSABLE_ENTITY,
  not_a_pdf: HttpStatus.UNPROCESSABLE_ENTITY,
  document_not_failed: HttpStatus.UNPROCESSABLE_ENTITY,
  page_not_drawable: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limit_exceeded: HttpStatus.TOO_MANY_REQUESTS,
  daily_quota_exceeded: HttpStatus.TOO_MANY_REQUESTS,
  // The model, or a service the request needs, is down: the API stays up and recovers by itself.
  answer_failed: HttpStatus.SERVICE_UNAVAILABLE,
  service_unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  insufficient_storage: HttpStatus.INSUFFICIENT_STORAGE,
  internal_error: HttpStatus.INTERNAL_SERVER_ERROR,
};

interface Rendered {
  status: number;
  code: ErrorCode;
  message: string;
  /** Body for the site's /api/auth calls, which read field-keyed errors (docs/accounts.md). */
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
    const forSite = !req.originalUrl.startsWith('/v1');
    const rendered = this.render(exception, forSite);
    // The line names the request, as its request-log line and the body the caller gets do.
    if (rendered.status === 503) this.logger.warn({ err: exception, request_id: id }, 'Request refused: a service is unavailable');
    else if (rendered.status >= 500) this.logger.error({ err: exception, request_id: id }, 'Request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(rendered.headers ?? {})) res.setHeader(name, value);
    const body = forSite
      ? (rendered.siteBody ?? { message: rendered.message, code: rendered.code })
      : { error: rendered.message, code: rendered.code, request_id: id };
    res.status(rendered.status).json(body);
  }

  private render(exception: unknown, forSite: boolean): Rendered {
    if (!(exception instanceof DomainError) && !(exception instanceof HttpException)) {
      const storage = storageFailure(exception);
      if (storage) return this.render(storage, forSite);
    }
    // A lost or refused connection to a service is an outage, not a fault: 503, and the API recovers by itself.
    if (!(exception instanceof DomainError) && !(exception instanceof HttpException)) {
      const failure = serviceFailureOf(exception);
      // The database, the vector index or the embeddings service (errors/service-outage.ts names them).
      if (failure?.kind === 'outage' && failure.service.startsWith('the ')) {
        return this.render(new ServiceUnavailableError(`its ${failure.service.slice(4)} cannot be reached`), forSite);
      }
    }
    if (exception instanceof FieldValidationError && forSite) {
      const { status, body } = renderFormErrors(exception);
      return { status, code: exception.code, message: exception.message, siteBody: body };
    }
    if (exception instanceof DomainError) {
      return {
        status: STATUS_OF_CODE[exception.code],
        code: exception.code,
        message: exception.message,
        headers: exception.headers,
        siteBody: { message: exception.message, code: exception.code, ...exception.details },
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

/**
 * A write the database's disk refused (SQLSTATE 53100, on PostgreSQL or PGlite): 507. Once the embedded database
 * has stopped for that reason (database/pglite-session.ts), every request that needs it: 503 until a restart.
 */
function storageFailure(exception: unknown): DomainError | null {
  for (let e = exception, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if (e instanceof EmbeddedDatabaseStoppedError) {
      return new DomainError(
        'service_unavailable',
        "The service is unavailable: its database stopped because the server's disk is full. It answers again once the server's operator frees space and restarts it.",
      );
    }
    if ((e as { code?: unknown }).code === DISK_FULL) return new InsufficientStorageError();
    const next = e as { driverError?: unknown; cause?: unknown };
    e = next.driverError ?? next.cause;
  }
  return null;
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

/** Framework and middleware errors carry only a status: the code is the status's name when it is one of ours. */
function codeFor(status: number): ErrorCode {
  const name = HttpStatus[status]?.toLowerCase();
  const known = ERROR_CODES.find((code) => code === name);
  return known ?? (status >= 500 ? 'internal_error' : 'bad_request');
}
