import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { WidgetAssetService } from './widget-asset.service.js';

/** The script customers embed with one tag, and its SRI hash for those who pin it. Public: no key needed. */
@ApiExcludeController()
@Controller()
export class WidgetAssetController {
  constructor(private readonly widget: WidgetAssetService) {}

  @Get('widget.js')
  script(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response) {
    const asset = this.widget.get();
    res.set({
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      ETag: asset.etag,
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Integrity': asset.integrity,
    });
    if (ifNoneMatch === asset.etag) return void res.status(304).end();
    res.send(asset.body);
  }

  @Get('widget.js.integrity')
  integrity() {
    return this.widget.integrity();
  }
}
