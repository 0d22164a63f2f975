import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError, NotFoundError } from '../common/errors/domain-error.js';

export const WIDGET_ASSET_FILE = Symbol('WIDGET_ASSET_FILE');

/** packages/widget/dist/widget.js, found from this file so it works from src/ (tests) and dist/ alike. */
export const defaultWidgetFile = () => fileURLToPath(new URL('../../../../packages/widget/dist/widget.js', import.meta.url));

/**
 * What the widget loads besides itself, beside widget.js in its build: the page viewer, and one language pack
 * per language other than English. Only these names are served, so a request can never name another file.
 */
const ON_DEMAND = /^(viewer\.js|lang\/[a-z]{2}\.json)$/;

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
 * Serves the built widget and the files it loads on demand. A file is read again only when its modification
 * time changes, so a rebuild shows up without a restart and ordinary requests cost one stat call.
 */
@Injectable()
export class WidgetAssetService {
  private readonly cached = new Map<string, WidgetAsset & { mtimeMs: number }>();

  constructor(@Inject(WIDGET_ASSET_FILE) private readonly file: string) {}

  /** widget.js itself. */
  get(): WidgetAsset {
    return this.read(this.file, () => new WidgetNotBuiltError());
  }

  /** `viewer.js` or `lang/<code>.json`; anything else, or a language the build has no pack for, is not found. */
  onDemand(name: string): WidgetAsset {
    const missing = () => new NotFoundError('Widget file');
    if (!ON_DEMAND.test(name)) throw missing();
    return this.read(join(dirname(this.file), name), missing);
  }

  integrity(): { integrity: string; bytes: number } {
    const asset = this.get();
    return { integrity: asset.integrity, bytes: asset.body.length };
  }

  private read(file: string, missing: () => Error): WidgetAsset {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      throw missing();
    }
    let asset = this.cached.get(file);
    if (asset?.mtimeMs !== mtimeMs) {
      const body = readFileSync(file);
      asset = {
        body,
        mtimeMs,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
      };
      this.cached.set(file, asset);
    }
    return asset;
  }
}
