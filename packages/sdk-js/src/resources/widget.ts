import type { RequestOptions } from '../core/request.js';
import type { StarterSuggestions, WidgetConfig, WidgetSettings, WidgetSettingsUpdateParams } from '../types.js';
import type { Send } from './resource.js';

/** The owner's side of the widget: admin key or dashboard session only (403 admin_required otherwise). */
export class WidgetSettingsResource {
  constructor(private readonly request: Send) {}

  get(opts?: RequestOptions): Promise<WidgetSettings> {
    return this.request({ method: 'GET', path: '/v1/widget/settings' }, opts);
  }

  /**
   * Changes only the fields given; null restores a default. An invalid value is refused with UnprocessableEntityError
   * (code `validation_failed`); hide_badge on a plan that must show the badge with PermissionDeniedError.
   */
  update(params: WidgetSettingsUpdateParams, opts?: RequestOptions): Promise<WidgetSettings> {
    return this.request({ method: 'PATCH', path: '/v1/widget/settings', body: params }, opts);
  }

  /**
   * Candidate starter questions from the organization's documents (headings, overviews) and the questions
   * visitors asked that were answered well; nothing is saved. Save the chosen ones with
   * update({ starter_questions: [...] }) (up to 4, each at most 120 characters).
   */
  suggestStarterQuestions(opts?: RequestOptions): Promise<StarterSuggestions> {
    return this.request({ method: 'GET', path: '/v1/widget/starter-questions/suggestions' }, opts);
  }
}

export class Widget {
  readonly settings: WidgetSettingsResource;

  constructor(private readonly request: Send) {
    this.settings = new WidgetSettingsResource(request);
  }

  /** The settings the script-tag widget starts with, for the key's organization. */
  config(opts?: RequestOptions): Promise<WidgetConfig> {
    return this.request({ method: 'GET', path: '/v1/widget/config' }, opts);
  }
}
