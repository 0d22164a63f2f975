import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { type WidgetAsset, WidgetAssetService } from './widget-asset.service.js';

/**
 * The script customers embed with one tag, its SRI hash for those who pin it, and what the script loads on
 * demand: the page viewer and the language packs. Public: no key needed. Cross-origin pages read them (CORS
 * for /widget* is open, see common/http/cors.ts; CORP allows embedding).
 */
@ApiExcludeController()
@Controller()
export class WidgetAssetController {
  constructor(private readonly widget: WidgetAssetService) {}

  @Get('widget.js')
  script(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response) {
    send(res, this.widget.get(), 'application/javascript; charset=utf-8', ifNoneMatch);
  }

  @Get('widget.js.integrity')
  integrity() {
    return this.widget.integrity();
  }

  @Get('widget/viewer.js')
  viewer(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response) {
    send(res, this.widget.onDemand('viewer.js'), 'application/javascript; charset=utf-8', ifNoneMatch);
  }

  @Get('widget/lang/:file')
  languagePack(@Param('file') file: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response) {
    send(res, this.widget.onDemand(`lang/${file}`), 'application/json; charset=utf-8', ifNoneMatch);
  }
}

function send(res: Response, asset: WidgetAsset, contentType: string, ifNoneMatch: string | undefined) {
  res.set({
    'Content-Type': contentType,
    'Cache-Control': 'public, max-age=300',
    ETag: asset.etag,
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Integrity': asset.integrity,
  });
  if (ifNoneMatch === asset.etag) return void res.status(304).end();
  res.send(asset.body);
}
