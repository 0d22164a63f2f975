// The floor to compare against: a bare NestJS (Express) app with one route, no middleware, no database.
// With BARE_EXPRESS_OBJECTS=<an API build's dist>, the same app on that build's Express adapter
// (common/http/express-objects.adapter.ts), to show what the adapter alone is worth.
import 'reflect-metadata';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(join(fileURLToPath(new URL('../../apps/api/package.json', import.meta.url))));
const { Controller, Get, Module } = await import(require.resolve('@nestjs/common'));
const { NestFactory } = await import(require.resolve('@nestjs/core'));

class HelloController {
  hello() {
    return { status: 'ok' };
  }
}
Get('hello')(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));
Controller()(HelloController);

class BareModule {}
Module({ controllers: [HelloController] })(BareModule);

const adapterDist = process.env.BARE_EXPRESS_OBJECTS;
const adapter = adapterDist ? new (await import(pathToFileURL(join(adapterDist, 'common/http/express-objects.adapter.js')).href)).ExpressObjectsAdapter() : undefined;
const app = adapter ? await NestFactory.create(BareModule, adapter, { logger: false }) : await NestFactory.create(BareModule, { logger: false });
await app.listen(0, '127.0.0.1');
process.stdout.write(`listening on http://127.0.0.1:${app.getHttpServer().address().port}\n`);
