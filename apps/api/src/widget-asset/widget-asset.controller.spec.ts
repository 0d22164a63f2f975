import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AllExceptionsFilter } from '../common/http/exception.filter.js';
import { WidgetAssetModule } from './widget-asset.module.js';
import { WIDGET_ASSET_FILE } from './widget-asset.service.js';

describe('GET /widget.js', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pagewise-widget-asset-'));
  const file = join(dir, 'widget.js');
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [WidgetAssetModule] })
      .overrideProvider(WIDGET_ASSET_FILE)
      .useValue(file)
      .compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says how to build the widget when it is missing', async () => {
    const res = await request(app.getHttpServer()).get('/widget.js').expect(404);
    expect(res.body).toMatchObject({ code: 'widget_not_built', message: expect.stringContaining('npm run build -w @pagewise/widget') });
  });

  it('serves the script cacheably, cross-origin, with an ETag and its SRI hash', async () => {
    const script = '(()=>{console.log("pagewise")})();';
    writeFileSync(file, script);
    const res = await request(app.getHttpServer()).get('/widget.js').expect(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.text).toBe(script);
    const integrity = `sha384-${createHash('sha384').update(script).digest('base64')}`;
    expect(res.headers['x-content-integrity']).toBe(integrity);

    await request(app.getHttpServer()).get('/widget.js').set('If-None-Match', res.headers.etag).expect(304);
    const sri = await request(app.getHttpServer()).get('/widget.js.integrity').expect(200);
    expect(sri.body).toEqual({ integrity, bytes: script.length });
  });

  it('picks up a rebuilt file without a restart', async () => {
    writeFileSync(file, '/* v1 */');
    const first = await request(app.getHttpServer()).get('/widget.js');
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(file, '/* version two */');
    const second = await request(app.getHttpServer()).get('/widget.js').expect(200);
    expect(second.text).toBe('/* version two */');
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('serves the language packs and the page viewer the widget loads on demand, cacheably and cross-origin', async () => {
    mkdirSync(join(dir, 'lang'), { recursive: true });
    const pack = JSON.stringify({ send: 'भेजें' });
    writeFileSync(join(dir, 'lang/hi.json'), pack);
    writeFileSync(join(dir, 'viewer.js'), 'self.pagewiseViewer=1;');

    const res = await request(app.getHttpServer()).get('/widget/lang/hi.json').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toEqual({ send: 'भेजें' });
    await request(app.getHttpServer()).get('/widget/lang/hi.json').set('If-None-Match', res.headers.etag).expect(304);

    const viewer = await request(app.getHttpServer()).get('/widget/viewer.js').expect(200);
    expect(viewer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(viewer.headers['x-content-integrity']).toBe(`sha384-${createHash('sha384').update('self.pagewiseViewer=1;').digest('base64')}`);
  });

  it('serves no other file, and no language the build has no pack for', async () => {
    writeFileSync(join(dir, 'secret.json'), '{}');
    for (const path of ['/widget/lang/fr.json', '/widget/lang/..%2Fsecret.json', '/widget/lang/hi.js', '/widget/lang/%2E%2E%2Fwidget.js']) {
      const res = await request(app.getHttpServer()).get(path).expect(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});
