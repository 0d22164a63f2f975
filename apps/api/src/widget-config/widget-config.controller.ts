import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorView } from '../common/http/api-error.view.js';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { AdminRoute, ScopedRoute } from '../keys/scoped-route.decorator.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { WidgetConfigObject, WidgetSettingsObject, WidgetSettingsPatchObject } from './widget-config.openapi.js';
import { WidgetConfigService } from './widget-config.service.js';
import { parseSettingsChange } from './widget-settings.rules.js';

@ApiTags('widget')
@Controller('v1/widget')
export class WidgetConfigController {
  constructor(private readonly widget: WidgetConfigService) {}

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
}
