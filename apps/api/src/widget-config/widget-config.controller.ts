import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { ScopedRoute } from '../keys/scoped-route.decorator.js';
import { CurrentKey } from '../keys/scopes.decorator.js';
import { WidgetConfigObject } from './widget-config.openapi.js';
import { WidgetConfigService } from './widget-config.service.js';

@ApiTags('widget')
@Controller('v1/widget')
export class WidgetConfigController {
  constructor(private readonly widget: WidgetConfigService) {}

  @Get('config')
  @ScopedRoute('chat:query')
  @ApiResponse({ status: 200, type: WidgetConfigObject })
  @ApiOperation({ summary: "The widget's title, greeting, colours and whether the Pagewise badge shows" })
  config(@CurrentKey() key: ApiKeyContext) {
    return this.widget.get(key.organization);
  }
}
