import { Module } from '@nestjs/common';
import { OcrSettingsService } from './ocr-settings.service.js';

/** An organization's setting for scanned pages (OCR), read by ingestion and changed by the operator CLI. */
@Module({ providers: [OcrSettingsService], exports: [OcrSettingsService] })
export class OcrModule {}
