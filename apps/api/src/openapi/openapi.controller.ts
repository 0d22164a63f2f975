import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { OpenApiDocument } from './openapi-document.js';

@ApiExcludeController()
@Controller('v1')
export class OpenApiController {
  constructor(private readonly document: OpenApiDocument) {}

  @Get('openapi.json')
  get() {
    return this.document.get();
  }
}
