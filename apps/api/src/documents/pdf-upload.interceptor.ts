import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { FieldValidationError } from '../common/errors/domain-error.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { PlansService } from '../plans/plans.service.js';
import { CONTROL_CHARACTER, FileTooLargeError, MalformedUploadError } from './document.errors.js';
import { NAME_MAX_LENGTH } from '../common/text/names.js';

/**
 * Reads the multipart body into memory, cut off at the caller's plan limit (never above the server-wide
 * ceiling), so an oversized upload is refused while it streams in rather than after it has been buffered.
 * Runs after the API-key guard, which is what tells us the plan.
 */
@Injectable()
export class PdfUploadInterceptor implements NestInterceptor {
  constructor(private readonly plans: PlansService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request & { apiKey: ApiKeyContext }>();
    const organization = req.apiKey.organization;
    const limit = this.plans.limitsFor(organization).maxFileBytes ?? Number.MAX_SAFE_INTEGER;
    const upload = multer({
      storage: multer.memoryStorage(),
      // Browsers and curl send UTF-8 file names without saying so; latin1 (the default) garbles "résumé.pdf".
      defParamCharset: 'utf8',
      limits: { fileSize: limit, files: 1, fields: 4, fieldSize: 4096 },
    }).single('file');
    await new Promise<void>((resolve, reject) =>
      upload(req, http.getResponse<Response>(), (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') return reject(new FileTooLargeError(limit, this.plans.get(organization.plan).title));
          return reject(new FieldValidationError({ [error.field ?? 'file']: [multerMessage(error)] }));
        }
        // Anything else is the body itself: no boundary, a cut-off form, a broken part header (busboy's words).
        reject(new MalformedUploadError(error));
      }),
    );
    const fileName = (req.file as { originalname?: string } | undefined)?.originalname;
    if (fileName && CONTROL_CHARACTER.test(fileName)) {
      throw new FieldValidationError({ file: ['The file name must not contain control characters; rename the file or send "name".'] });
    }
    // The stored name is the file's unless "name" is sent; it is held to the same cap as "name".
    const sentName = (req.body as { name?: unknown } | undefined)?.name;
    if (fileName && typeof sentName !== 'string' && [...fileName].length > NAME_MAX_LENGTH) {
      throw new FieldValidationError({ file: [`The file name must be at most ${NAME_MAX_LENGTH} characters; rename the file or send "name".`] });
    }
    return next.handle();
  }
}

function multerMessage(error: multer.MulterError): string {
  switch (error.code) {
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return 'Send exactly one file, in the field "file".';
    default:
      return 'The upload form is invalid: send multipart fields "file" and optionally "name".';
  }
}
