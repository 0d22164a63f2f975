import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { CurrentKey, Scopes } from '../keys/scopes.decorator.js';
import { WidgetConfigService } from './widget-config.service.js';

@ApiTags('widget')
@ApiBearerAuth()
@Controller('v1/widget')
export class WidgetConfigController {
  constructor(private readonly widget: WidgetConfigService) {}

  @Get('config')
  @Scopes('chat:query')
  @ApiOperation({ summary: "The widget's title, greeting, colours and whether the Pagewise badge shows" })
  config(@CurrentKey() key: ApiKeyContext) {
    return this.widget.get(key.organization);
  }
}
