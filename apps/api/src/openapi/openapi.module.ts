import { Global, Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller.js';
import { OpenApiDocument } from './openapi-document.js';

@Global()
@Module({ controllers: [OpenApiController], providers: [OpenApiDocument], exports: [OpenApiDocument] })
export class OpenApiModule {}
