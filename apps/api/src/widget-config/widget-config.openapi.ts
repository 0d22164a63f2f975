import { ApiProperty } from '@nestjs/swagger';
import type { WidgetConfigView } from './widget-config.service.js';

/** GET /v1/widget/config, for the OpenAPI document (same fields as WidgetConfigView). */
export class WidgetConfigObject implements WidgetConfigView {
  @ApiProperty({ example: 'Acme Insurance' }) organization_name: string;
  @ApiProperty({ example: 'Ask our documents' }) title: string;
  @ApiProperty({ example: 'Hi! Ask me anything about our documents.' }) greeting: string;
  @ApiProperty({ example: '#4f46e5' }) accent_color: string;
  @ApiProperty({ enum: ['light', 'dark', 'auto'] }) theme: WidgetConfigView['theme'];
  @ApiProperty({ description: 'Whether "Powered by Pagewise" must show (always on the Free plan).' }) show_badge: boolean;
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'] }) plan: string;
}
