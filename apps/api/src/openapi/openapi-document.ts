import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The OpenAPI document, built on first use once the app's routes are known (see app.factory.ts): building it
 * walks every controller and DTO, a noticeable share of a boot's CPU that an API nobody asks for its document, the
 * CLI and most test apps never need.
 */
@Injectable()
export class OpenApiDocument {
  private build: (() => OpenAPIObject) | null = null;
  private document: OpenAPIObject | null = null;
  set(build: () => OpenAPIObject): void {
    this.build = build;
    this.document = null;
  }
  get(): OpenAPIObject {
    if (!this.build) throw new Error('The OpenAPI document is not built yet.');
    this.document ??= this.build();
    return this.document;
  }
}
