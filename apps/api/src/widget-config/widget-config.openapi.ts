import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { WidgetConfigView, WidgetSettingsView } from './widget-config.service.js';
import { GREETING_MAX, POSITIONS, STARTER_MAX, STARTERS_MAX, THEMES, TITLE_MAX } from './widget-settings.rules.js';

/** GET /v1/widget/config, for the OpenAPI document (same fields as WidgetConfigView). */
export class WidgetConfigObject implements WidgetConfigView {
  @ApiProperty({ example: 'Acme Insurance' }) organization_name: string;
  @ApiProperty({ example: 'Ask our documents' }) title: string;
  @ApiProperty({ example: 'Hi! Ask me anything about our documents.' }) greeting: string;
  @ApiProperty({ example: '#4f46e5' }) accent_color: string;
  @ApiProperty({ enum: ['light', 'dark', 'auto'] }) theme: WidgetConfigView['theme'];
  @ApiProperty({ enum: ['bottom-right', 'bottom-left'], description: 'Where the launcher sits.' }) position: WidgetConfigView['position'];
  @ApiProperty({ description: 'Whether "Powered by Pagewise" must show (always on the Free plan).' }) show_badge: boolean;
  @ApiProperty({ description: 'Whether visitors may follow links in answers (they come from the documents); off unless the owner turns it on. Each link shows its host either way.' }) links_clickable: boolean;
  @ApiProperty({ description: 'Whether visitors may open a cited page with the quoted sentence highlighted (the page image comes from GET /v1/documents/{id}/pages/{page}/image with the publishable key); off unless the owner turns it on.' }) page_viewer: boolean;
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'] }) plan: string;
  @ApiProperty({ type: [String], maxItems: STARTERS_MAX, description: 'Questions offered as chips when the panel opens; empty when none are set.', example: ['How do I get a refund?'] })
  starter_questions: string[];
}

/** GET and PATCH /v1/widget/settings (same fields as WidgetSettingsView). */
export class WidgetSettingsObject implements WidgetSettingsView {
  @ApiProperty({ example: 'Ask our documents' }) title: string;
  @ApiProperty({ example: 'Hi! Ask me anything about our documents.' }) greeting: string;
  @ApiProperty({ example: '#4f46e5' }) accent_color: string;
  @ApiProperty({ enum: THEMES }) theme: WidgetSettingsView['theme'];
  @ApiProperty({ enum: POSITIONS }) position: WidgetSettingsView['position'];
  @ApiProperty({ description: "The organization's choice; the badge hides only while badge_removable." }) hide_badge: boolean;
  @ApiProperty({ description: "Whether the plan lets the badge go (Pro, Enterprise); from the plan, read-only." }) badge_removable: boolean;
  @ApiProperty({ type: [String], maxItems: STARTERS_MAX, description: 'Up to 4 questions the widget offers as chips when its panel opens.' }) starter_questions: string[];
  @ApiProperty({ description: 'Whether visitors may follow links in answers; default false.' }) links_clickable: boolean;
  @ApiProperty({ description: "Whether visitors may open a cited page's image, with the quoted sentence highlighted; default false." }) page_viewer: boolean;
}

/** PATCH /v1/widget/settings: every field optional; null puts a field back to its default. */
export class WidgetSettingsPatchObject {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TITLE_MAX, example: 'Ask Acme' }) title?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: GREETING_MAX }) greeting?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, pattern: '^#[0-9a-fA-F]{6}$', example: '#0f766e' }) accent_color?: string | null;
  @ApiPropertyOptional({ enum: THEMES, nullable: true }) theme?: WidgetSettingsView['theme'] | null;
  @ApiPropertyOptional({ enum: POSITIONS, nullable: true }) position?: WidgetSettingsView['position'] | null;
  @ApiPropertyOptional({ description: 'true is refused with 403 plan_limit_reached on a plan whose badge is not removable.' }) hide_badge?: boolean;
  @ApiPropertyOptional({ description: 'true lets visitors follow links in answers (new tab, rel="noopener noreferrer nofollow"); false shows them as text with their host.' }) links_clickable?: boolean;
  @ApiPropertyOptional({ description: "true lets visitors open a cited page's image with the quoted sentence highlighted, and lets the publishable key read page images of the organization's documents." }) page_viewer?: boolean;
  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    maxItems: STARTERS_MAX,
    description: `Up to ${STARTERS_MAX} questions, each 1 to ${STARTER_MAX} characters, no two the same; the list replaces the last one, and [] or null clears it.`,
    example: ['How do I get a refund?', 'Is water damage covered?'],
  })
  starter_questions?: string[] | null;
}

class SuggestionDocumentObject {
  @ApiProperty({ format: 'uuid' }) document_id: string;
  @ApiProperty({ example: 'handbook.pdf' }) name: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The heading\'s page; null for a whole document.' }) page: number | null;
}

export class StarterSuggestionObject {
  @ApiProperty({ example: 'What should I know about refunds?' }) question: string;
  @ApiProperty({
    enum: ['asked', 'heading', 'document'],
    description: 'asked: visitors asked it and it was answered, never rated down; heading: a section heading of a document; document: a document\'s overview.',
  })
  source: 'asked' | 'heading' | 'document';
  @ApiProperty({ type: Number, nullable: true, description: 'How often it was asked (source asked); null otherwise.' }) asked: number | null;
  @ApiProperty({ type: SuggestionDocumentObject, nullable: true, description: 'Where it comes from (sources heading and document); null for asked.' }) document: SuggestionDocumentObject | null;
}

export class StarterSuggestionsObject {
  @ApiProperty({ type: [StarterSuggestionObject], maxItems: 12, description: 'Best first; none repeats a starter question already set.' }) suggestions: StarterSuggestionObject[];
}
