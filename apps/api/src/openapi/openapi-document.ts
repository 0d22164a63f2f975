import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/** Holds the document built once after the app's routes are known (see app.factory.ts). */
@Injectable()
export class OpenApiDocument {
  private document: OpenAPIObject | null = null;
  set(document: OpenAPIObject): void {
    this.document = document;
  }
  get(): OpenAPIObject {
    if (!this.document) throw new Error('The OpenAPI document is not built yet.');
    return this.document;
  }
}
