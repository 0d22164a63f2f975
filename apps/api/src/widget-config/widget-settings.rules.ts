import { DomainError } from '../common/errors/domain-error.js';
import type { WidgetPosition, WidgetTheme } from './widget-settings.entity.js';

export const TITLE_MAX = 60;
export const GREETING_MAX = 300;
export const THEMES: WidgetTheme[] = ['light', 'dark', 'auto'];
export const POSITIONS: WidgetPosition[] = ['bottom-right', 'bottom-left'];
export const STARTERS_MAX = 4;
export const STARTER_MAX = 120;
const HEX = /^#[0-9a-f]{6}$/i;

/** What PATCH /v1/widget/settings may change; null puts a text, colour, theme or position back to its default. */
export interface WidgetSettingsChange {
  title?: string | null;
  greeting?: string | null;
  accentColor?: string | null;
  theme?: WidgetTheme | null;
  position?: WidgetPosition | null;
  hideBadge?: boolean;
  /** null or [] clears them. */
  starterQuestions?: string[] | null;
  linksClickable?: boolean;
  pageViewer?: boolean;
}

/** 422 validation_failed, as other /v1 bodies: the sentence names the field and what it accepts. */
export class WidgetSettingsInvalidError extends DomainError {
  constructor(message: string) {
    super('validation_failed', message);
  }
}

/** hide_badge on a plan that must show the badge; the sentence names the plan. */
export class BadgeNotRemovableError extends DomainError {
  constructor(plan: string) {
    super('plan_limit_reached', `The ${plan} plan always shows the "Powered by Pagewise" badge. Upgrade to Pro to hide it.`);
  }
}

const invalid = (message: string) => new WidgetSettingsInvalidError(message);

/** Reads the body of PATCH /v1/widget/settings (snake_case, as the API speaks) into a change, or throws 422. */
export function parseSettingsChange(body: unknown): WidgetSettingsChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('Send the settings to change as a JSON object.');
  const input = body as Record<string, unknown>;
  const known = ['title', 'greeting', 'accent_color', 'theme', 'position', 'hide_badge', 'starter_questions', 'links_clickable', 'page_viewer'];
  const unknown = Object.keys(input).find((k) => !known.includes(k));
  if (unknown) throw invalid(`${unknown} is not a widget setting. Settings are ${known.join(', ')}.`);
  const change: WidgetSettingsChange = {};
  if ('title' in input) change.title = text(input.title, 'title', TITLE_MAX);
  if ('greeting' in input) change.greeting = text(input.greeting, 'greeting', GREETING_MAX);
  if ('accent_color' in input) {
    const v = input.accent_color;
    if (v !== null && (typeof v !== 'string' || !HEX.test(v))) throw invalid('accent_color must be a colour in the form #rrggbb, such as #4f46e5.');
    change.accentColor = v === null ? null : v.toLowerCase();
  }
  if ('theme' in input) change.theme = oneOf(input.theme, 'theme', THEMES);
  if ('position' in input) change.position = oneOf(input.position, 'position', POSITIONS);
  if ('hide_badge' in input) {
    if (typeof input.hide_badge !== 'boolean') throw invalid('hide_badge must be true or false.');
    change.hideBadge = input.hide_badge;
  }
  if ('starter_questions' in input) change.starterQuestions = starterQuestions(input.starter_questions);
  if ('links_clickable' in input) {
    if (typeof input.links_clickable !== 'boolean') throw invalid('links_clickable must be true or false.');
    change.linksClickable = input.links_clickable;
  }
  if ('page_viewer' in input) {
    if (typeof input.page_viewer !== 'boolean') throw invalid('page_viewer must be true or false.');
    change.pageViewer = input.page_viewer;
  }
  return change;
}

/** Up to STARTERS_MAX questions, each 1 to STARTER_MAX characters once trimmed, no two the same; [] or null clears them. */
export function starterQuestions(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value)) throw invalid(`starter_questions must be a list of up to ${STARTERS_MAX} questions.`);
  if (value.length > STARTERS_MAX) throw invalid(`starter_questions can hold at most ${STARTERS_MAX} questions; ${value.length} were sent.`);
  const questions: string[] = [];
  value.forEach((item, i) => {
    const n = i + 1;
    if (typeof item !== 'string') throw invalid(`Starter question ${n} must be text.`);
    const question = item.trim().replace(/\s+/g, ' ');
    if (!question) throw invalid(`Starter question ${n} is empty. Remove it or write a question.`);
    if (question.length > STARTER_MAX) throw invalid(`Starter question ${n} must be at most ${STARTER_MAX} characters; it has ${question.length}.`);
    if (questions.some((q) => q.toLowerCase() === question.toLowerCase())) throw invalid(`Starter question ${n} repeats an earlier one.`);
    questions.push(question);
  });
  return questions.length ? questions : null;
}

function text(value: unknown, field: string, max: number): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalid(`${field} must be text.`);
  const trimmed = value.trim();
  if (trimmed.length === 0) throw invalid(`${field} cannot be empty. Send null to use the default.`);
  if (trimmed.length > max) throw invalid(`${field} must be at most ${max} characters.`);
  return trimmed;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: T[]): T | null {
  if (value === null) return null;
  if (!allowed.includes(value as T)) throw invalid(`${field} must be one of ${allowed.join(', ')}.`);
  return value as T;
}
