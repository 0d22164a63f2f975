import { ApiProperty } from '@nestjs/swagger';
import type { Plan } from './plan.types.js';

const NO_CAP = 'null means no cap.';

export class PlanLimitsView {
  @ApiProperty({ type: Number, nullable: true, example: 5, description: `PDFs an organization may hold; ${NO_CAP}` }) max_documents: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 2097152, description: `Largest PDF in bytes; ${NO_CAP} (a server-wide ceiling still applies)` }) max_file_bytes: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 100, description: `Chat queries per UTC day; ${NO_CAP}` }) queries_per_day: number | null;
  @ApiProperty({ type: Number, nullable: true, example: null, description: `Requests per minute for the whole organization; ${NO_CAP} (per-key limits still apply)` }) requests_per_minute: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 3, description: `Secret API keys, admin included; ${NO_CAP}` }) max_api_keys: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 5, description: `Webhook endpoints; ${NO_CAP}` }) max_webhook_endpoints: number | null;
  @ApiProperty({ description: 'Whether scoped (team) keys can be created.' }) scoped_keys_allowed: boolean;
  @ApiProperty({ description: 'Whether the widget\'s "Powered by Pagewise" badge can be hidden.' }) badge_removable: boolean;
  @ApiProperty({ enum: ['en', 'auto'], description: "'en': answers in English only; 'auto': in the asker's language." }) answer_language: 'en' | 'auto';
  @ApiProperty({ enum: ['basic', 'advanced'], description: "'basic': daily usage counts (GET /v1/analytics/usage); 'advanced': also the questions report (GET /v1/analytics/questions)." }) analytics: 'basic' | 'advanced';
}

export class PlanView {
  @ApiProperty({ enum: ['free', 'pro', 'enterprise'] }) name: string;
  @ApiProperty({ example: 'Pro' }) title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: Number, nullable: true, example: 1000, description: 'Price per month in `currency`; null: priced per customer.' }) monthly_price: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 10000, description: 'Price per year in `currency`; null: priced per customer.' }) yearly_price: number | null;
  @ApiProperty({ example: 'INR' }) currency: string;
  @ApiProperty({ type: [String], description: 'What the plan includes, limits first, written from the limits this server enforces.' }) features: string[];
  @ApiProperty({ example: 'Start Free Trial' }) button_text: string;
  @ApiProperty({ description: 'Marked "Most Popular" on the pricing page.' }) popular: boolean;
  @ApiProperty({ type: PlanLimitsView }) limits: PlanLimitsView;
}

export class PlanCatalogView {
  @ApiProperty({ type: [PlanView], description: 'Free, Pro, Enterprise.' }) plans: PlanView[];
}

export function planView(plan: Plan): PlanView {
  const { limits } = plan;
  return {
    name: plan.name,
    title: plan.title,
    description: plan.description,
    monthly_price: plan.monthlyPrice,
    yearly_price: plan.yearlyPrice,
    currency: plan.currency,
    features: plan.features,
    button_text: plan.buttonText,
    popular: plan.popular,
    limits: {
      max_documents: limits.maxDocuments,
      max_file_bytes: limits.maxFileBytes,
      queries_per_day: limits.queriesPerDay,
      requests_per_minute: limits.requestsPerMinute,
      max_api_keys: limits.maxApiKeys,
      max_webhook_endpoints: limits.maxWebhookEndpoints,
      scoped_keys_allowed: limits.scopedKeysAllowed,
      badge_removable: limits.badgeRemovable,
      answer_language: limits.answerLanguage,
      analytics: limits.analytics,
    },
  };
}
