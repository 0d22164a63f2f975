import type { RequestOptions } from '../core/request.js';
import type { WidgetConfig } from '../types.js';
import type { Send } from './resource.js';

export class Widget {
  constructor(private readonly request: Send) {}

  /** The settings the script-tag widget starts with, for the key's organization. */
  config(opts?: RequestOptions): Promise<WidgetConfig> {
    return this.request({ method: 'GET', path: '/v1/widget/config' }, opts);
  }
}
