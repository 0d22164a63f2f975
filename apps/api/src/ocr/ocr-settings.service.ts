import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FieldValidationError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { PlansService } from '../plans/plans.service.js';
import { OCR_LANGUAGE_CODES, type OcrLanguageCode, planOcrLanguages } from '../rag/ocr/ocr-languages.js';
import type { ScanReading } from '../rag/rag.types.js';

/** An organization's own choice: OCR on or off, and its documents' languages (null: all its plan allows). */
export interface OcrSetting {
  enabled: boolean;
  languages: OcrLanguageCode[] | null;
}

/** The setting with what it comes to under the plan and the server: what a document of it gets. */
export interface EffectiveOcr extends OcrSetting {
  /** null: OCR is off (by the organization or for the whole server). */
  reading: ScanReading | null;
}

/**
 * Whether and how an organization's scanned pages are read: the server's switch (OCR_ENABLED), the
 * organization's own (ocr_settings, no row: on), the plan's languages (English only on Free, the four on Pro
 * and Enterprise: the plan's "Languages" line) and its scanned pages per document.
 */
@Injectable()
export class OcrSettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly plans: PlansService,
    private readonly organizations: OrganizationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What a document of the organization gets now; null when its scanned pages are not read. */
  async readingFor(organizationId: string): Promise<ScanReading | null> {
    return (await this.effective(organizationId)).reading;
  }

  async effective(organizationId: string): Promise<EffectiveOcr> {
    const organization = await this.organizations.get(organizationId);
    const [row]: Array<{ enabled: boolean; languages: OcrLanguageCode[] | null }> = await this.db.query(
      'SELECT enabled, languages FROM ocr_settings WHERE organization_id = $1',
      [organizationId],
    );
    const setting: OcrSetting = { enabled: row?.enabled ?? true, languages: row?.languages ?? null };
    if (!setting.enabled || !this.config.rag.ocr.enabled) return { ...setting, reading: null };
    const limits = this.plans.limitsFor(organization);
    const allowed = planOcrLanguages(limits.answerLanguage);
    const chosen = setting.languages ? allowed.filter((code) => setting.languages!.includes(code)) : allowed;
    const maxPages = Math.min(limits.scannedPagesPerDocument ?? Infinity, this.config.rag.ocr.maxPagesPerDocument);
    // A choice the plan does not cover (Tamil on Free, say) falls back to what the plan reads.
    return { ...setting, reading: { languages: chosen.length ? chosen : allowed, maxPages } };
  }

  /** Changes the organization's setting; `languages` null means all its plan allows. */
  async set(organizationId: string, change: Partial<OcrSetting>): Promise<EffectiveOcr> {
    await this.organizations.get(organizationId);
    if (change.languages) {
      const unknown = change.languages.filter((code) => !OCR_LANGUAGE_CODES.includes(code));
      if (unknown.length || !change.languages.length) {
        throw new FieldValidationError({ languages: [`languages must be some of ${OCR_LANGUAGE_CODES.join(', ')} (got ${change.languages.join(', ') || 'none'}).`] });
      }
    }
    const current = await this.effective(organizationId);
    const next = { enabled: change.enabled ?? current.enabled, languages: change.languages === undefined ? current.languages : change.languages };
    await this.db.query(
      `INSERT INTO ocr_settings (organization_id, enabled, languages, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (organization_id) DO UPDATE SET enabled = $2, languages = $3, updated_at = now()`,
      [organizationId, next.enabled, next.languages === null ? null : JSON.stringify(next.languages)],
    );
    return this.effective(organizationId);
  }
}
