import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FieldValidationError } from '../common/errors/domain-error.js';
import type { Organization } from '../organizations/organization.entity.js';
import { PlansService } from '../plans/plans.service.js';
import { BadgeNotRemovableError, type WidgetSettingsChange } from './widget-settings.rules.js';
import { type WidgetPosition, type WidgetTheme, WidgetSettings } from './widget-settings.entity.js';

/** Body of GET /v1/widget/config (the widget reads it; see packages/widget/src/api/widget-config.ts). */
export interface WidgetConfigView {
  organization_name: string;
  title: string;
  greeting: string;
  accent_color: string;
  theme: WidgetTheme;
  position: WidgetPosition;
  show_badge: boolean;
  /** Whether the widget lets visitors follow links in answers (they come from the documents); off by default. */
  links_clickable: boolean;
  /** Whether visitors may open a cited page, with the quoted sentence highlighted (GET /v1/documents/{id}/pages/{page}/image); off by default. */
  page_viewer: boolean;
  plan: string;
  /** Offered as chips when the panel opens (up to 4); empty when the owner set none. */
  starter_questions: string[];
}

/** Body of GET and PATCH /v1/widget/settings (the dashboard's form). */
export interface WidgetSettingsView {
  title: string;
  greeting: string;
  accent_color: string;
  theme: WidgetTheme;
  position: WidgetPosition;
  /** The organization's choice; honoured only while badge_removable. */
  hide_badge: boolean;
  /** Whether the plan lets the badge go (Pro, Enterprise). */
  badge_removable: boolean;
  starter_questions: string[];
  links_clickable: boolean;
  page_viewer: boolean;
}

export type WidgetSettingsPatch = Partial<Pick<WidgetSettings, 'title' | 'greeting' | 'accentColor' | 'theme' | 'position' | 'hideBadge' | 'starterQuestions' | 'linksClickable' | 'pageViewer'>>;

export const WIDGET_DEFAULTS = {
  title: 'Ask our documents',
  greeting: 'Hi! Ask me anything about our documents.',
  accentColor: '#4f46e5',
  theme: 'auto' as WidgetTheme,
  position: 'bottom-right' as WidgetPosition,
};

const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

@Injectable()
export class WidgetConfigService {
  constructor(
    @InjectRepository(WidgetSettings) private readonly settings: Repository<WidgetSettings>,
    private readonly plans: PlansService,
  ) {}

  async get(organization: Organization): Promise<WidgetConfigView> {
    const view = await this.settingsOf(organization);
    return {
      organization_name: organization.name,
      title: view.title,
      greeting: view.greeting,
      accent_color: view.accent_color,
      theme: view.theme,
      position: view.position,
      // The badge is shown unless the plan lets it go and the organization chose to hide it.
      show_badge: !(view.badge_removable && view.hide_badge),
      links_clickable: view.links_clickable,
      page_viewer: view.page_viewer,
      plan: organization.plan,
      starter_questions: view.starter_questions,
    };
  }

  async settingsOf(organization: Organization): Promise<WidgetSettingsView> {
    const row = await this.settings.findOneBy({ organizationId: organization.id });
    return {
      title: row?.title ?? WIDGET_DEFAULTS.title,
      greeting: row?.greeting ?? WIDGET_DEFAULTS.greeting,
      accent_color: row?.accentColor ?? WIDGET_DEFAULTS.accentColor,
      theme: row?.theme ?? WIDGET_DEFAULTS.theme,
      position: row?.position ?? WIDGET_DEFAULTS.position,
      hide_badge: row?.hideBadge ?? false,
      badge_removable: this.plans.limitsFor(organization).badgeRemovable,
      starter_questions: row?.starterQuestions ?? [],
      links_clickable: row?.linksClickable ?? false,
      page_viewer: row?.pageViewer ?? false,
    };
  }

  /** PATCH /v1/widget/settings: a change already read by parseSettingsChange. Hiding the badge needs a plan that allows it. */
  async change(organization: Organization, change: WidgetSettingsChange): Promise<WidgetSettingsView> {
    if (change.hideBadge && !this.plans.limitsFor(organization).badgeRemovable) {
      throw new BadgeNotRemovableError(this.plans.get(organization.plan).title);
    }
    await this.save(organization, change);
    return this.settingsOf(organization);
  }

  /** For the operator and tests: changes only the fields given; null restores a default. */
  async update(organization: Organization, patch: WidgetSettingsPatch): Promise<WidgetConfigView> {
    if (patch.accentColor && !COLOR.test(patch.accentColor)) {
      throw new FieldValidationError({ accent_color: ['accent_color must be a hex colour such as #4f46e5.'] });
    }
    if (patch.theme && !['light', 'dark', 'auto'].includes(patch.theme)) {
      throw new FieldValidationError({ theme: ['theme must be light, dark or auto.'] });
    }
    await this.save(organization, patch);
    return this.get(organization);
  }

  private async save(organization: Organization, patch: WidgetSettingsPatch): Promise<void> {
    const row = (await this.settings.findOneBy({ organizationId: organization.id })) ?? this.settings.create({ organizationId: organization.id, hideBadge: false });
    await this.settings.save(Object.assign(row, patch));
  }
}
