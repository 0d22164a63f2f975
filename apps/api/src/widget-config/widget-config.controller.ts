import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorView } from '../common/http/api-error.view.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { AdminRoute, ScopedRoute } from '../keys/scoped-route.decorator.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { StarterSuggestionsObject, WidgetConfigObject, WidgetSettingsObject, WidgetSettingsPatchObject } from './widget-config.openapi.js';
import { WidgetConfigService } from './widget-config.service.js';
import { parseSettingsChange } from './widget-settings.rules.js';
import { StarterSuggestions } from './starter-suggestions.js';

@ApiTags('widget')
@Controller('v1/widget')
export class WidgetConfigController {
  constructor(
    private readonly widget: WidgetConfigService,
    private readonly starters: StarterSuggestions,
  ) {}

  @Get('config')
  @ScopedRoute('chat:query')
  @ApiResponse({ status: 200, type: WidgetConfigObject })
  @ApiOperation({ summary: "The widget's title, greeting, colours, position and whether the Pagewise badge shows" })
  config(@CurrentKey() key: ApiKeyContext) {
    return this.widget.get(key.organization);
  }

  @Get('settings')
  @AdminRoute()
  @ApiResponse({ status: 200, type: WidgetSettingsObject })
  @ApiOperation({ summary: "The widget's settings as the owner edits them (admin key or dashboard session)" })
  settings(@CurrentKey() key: ApiKeyContext) {
    return this.widget.settingsOf(key.organization);
  }

  /** The body is read by parseSettingsChange (400 with a sentence per rule), not by the global 422 pipe. */
  @Patch('settings')
  @AdminRoute()
  @ApiBody({ type: WidgetSettingsPatchObject })
  @ApiResponse({ status: 200, type: WidgetSettingsObject })
  @ApiResponse({ status: 422, description: 'A setting is invalid (code validation_failed); the sentence names it.', type: ApiErrorView })
  @ApiOperation({
    summary: "Change the widget's settings (admin key or dashboard session)",
    description: 'Only the fields sent change; null restores a default. hide_badge true needs a plan whose badge is removable (403 plan_limit_reached).',
  })
  update(@CurrentKey() key: ApiKeyContext, @Body() body: Record<string, unknown>) {
    return this.widget.change(key.organization, parseSettingsChange(body));
  }

  @Get('starter-questions/suggestions')
  @AdminRoute()
  @ApiResponse({ status: 200, type: StarterSuggestionsObject })
  @ApiOperation({
    summary: 'Suggest starter questions from the organization\'s documents and conversations (admin key or dashboard session)',
    description:
      'Candidates for the owner to pick and edit, never saved by this call: questions visitors asked that were answered and never rated down (most asked first), then section headings of the documents turned into questions, then each document\'s overview question. Save the chosen ones with PATCH /v1/widget/settings (starter_questions).',
  })
  async suggestions(@CurrentKey() key: ApiKeyContext) {
    const settings = await this.widget.settingsOf(key.organization);
    return this.starters.suggest(key, settings.starter_questions);
  }
}
