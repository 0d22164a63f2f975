import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { FieldValidationError } from '../common/errors/domain-error.js';
import type { Organization } from '../organizations/organization.entity.js';
import { PlansService } from '../plans/plans.service.js';
import { type WidgetTheme, WidgetSettings } from './widget-settings.entity.js';

/** Body of GET /v1/widget/config (the widget reads it; see packages/widget/src/api/types.ts). */
export interface WidgetConfigView {
  organization_name: string;
  title: string;
  greeting: string;
  accent_color: string;
  theme: WidgetTheme;
  show_badge: boolean;
  plan: string;
}

export type WidgetSettingsPatch = Partial<Pick<WidgetSettings, 'title' | 'greeting' | 'accentColor' | 'theme' | 'hideBadge'>>;

export const WIDGET_DEFAULTS = {
  title: 'Ask our documents',
  greeting: 'Hi! Ask me anything about our documents.',
  accentColor: '#4f46e5',
  theme: 'auto' as WidgetTheme,
};

const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

@Injectable()
export class WidgetConfigService {
  constructor(
    @InjectRepository(WidgetSettings) private readonly settings: Repository<WidgetSettings>,
    private readonly plans: PlansService,
  ) {}

  async get(organization: Organization): Promise<WidgetConfigView> {
    const row = await this.settings.findOneBy({ organizationId: organization.id });
    // The badge is shown unless the plan lets it go and the organization chose to hide it.
    const badgeRemovable = this.plans.limitsFor(organization).badgeRemovable;
    return {
      organization_name: organization.name,
      title: row?.title ?? WIDGET_DEFAULTS.title,
      greeting: row?.greeting ?? WIDGET_DEFAULTS.greeting,
      accent_color: row?.accentColor ?? WIDGET_DEFAULTS.accentColor,
      theme: row?.theme ?? WIDGET_DEFAULTS.theme,
      show_badge: !(badgeRemovable && row?.hideBadge),
      plan: organization.plan,
    };
  }

  /** For the dashboard and the operator: changes only the fields given; null restores a default. */
  async update(organization: Organization, patch: WidgetSettingsPatch): Promise<WidgetConfigView> {
    if (patch.accentColor && !COLOR.test(patch.accentColor)) {
      throw new FieldValidationError({ accent_color: ['accent_color must be a hex colour such as #4f46e5.'] });
    }
    if (patch.theme && !['light', 'dark', 'auto'].includes(patch.theme)) {
      throw new FieldValidationError({ theme: ['theme must be light, dark or auto.'] });
    }
    const row = (await this.settings.findOneBy({ organizationId: organization.id })) ?? this.settings.create({ organizationId: organization.id, hideBadge: false });
    await this.settings.save(Object.assign(row, patch));
    return this.get(organization);
  }
}
