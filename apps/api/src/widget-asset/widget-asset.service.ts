import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../common/errors/domain-error.js';

export const WIDGET_ASSET_FILE = Symbol('WIDGET_ASSET_FILE');

/** packages/widget/dist/widget.js, found from this file so it works from src/ (tests) and dist/ alike. */
export const defaultWidgetFile = () => fileURLToPath(new URL('../../../../packages/widget/dist/widget.js', import.meta.url));

export interface WidgetAsset {
  body: Buffer;
  etag: string;
  /** Subresource Integrity value for the script tag's `integrity` attribute. */
  integrity: string;
}

export class WidgetNotBuiltError extends DomainError {
  constructor() {
    super('widget_not_built', 'The widget script has not been built on this server. Run `npm run build -w @pagewise/widget`, then reload.');
  }
}

/**
 * Serves the built widget. The file is read again only when its modification time changes, so a
 * rebuild shows up without a restart and ordinary requests cost one stat call.
 */
@Injectable()
export class WidgetAssetService {
  private cached?: WidgetAsset & { mtimeMs: number };

  constructor(@Inject(WIDGET_ASSET_FILE) private readonly file: string) {}

  get(): WidgetAsset {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      throw new WidgetNotBuiltError();
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      const body = readFileSync(this.file);
      this.cached = {
        body,
        mtimeMs,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
      };
    }
    return this.cached;
  }

  integrity(): { integrity: string; bytes: number } {
    const asset = this.get();
    return { integrity: asset.integrity, bytes: asset.body.length };
  }
}
