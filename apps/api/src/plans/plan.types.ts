export const PLAN_NAMES = ['free', 'pro', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** null means "no cap". */
export interface PlanLimits {
  maxDocuments: number | null;
  maxFileBytes: number | null;
  queriesPerDay: number | null;
  requestsPerMinute: number | null;
  maxApiKeys: number | null;
  /** Webhook endpoints an organization may register (docs/webhooks.md). */
  maxWebhookEndpoints: number | null;
  /**
   * The most of queriesPerDay, in percent, that widget traffic (publishable keys) may use; the rest is kept for
   * the organization's secret keys, so an anonymous visitor cannot use up the owner's day.
   */
  widgetDailySharePercent: number;
  /** Chat queries one widget visitor (client address) may ask per day; null: no per-visitor cap. */
  widgetQueriesPerVisitorPerDay: number | null;
  /** Free plans may only hold the admin key; scoped keys need a paid plan. */
  scopedKeysAllowed: boolean;
  badgeRemovable: boolean;
  /** 'en': answers in English only; 'auto': answers in the asker's language. Scanned pages are read (OCR) in
   *  English only, or in English, Hindi, Marathi and Tamil, likewise. */
  answerLanguage: 'en' | 'auto';
  /** 'basic': usage counts per day (GET /v1/analytics/usage); 'advanced': also the questions report (GET /v1/analytics/questions). */
  analytics: 'basic' | 'advanced';
  /** Scanned pages read (OCR) per document, the first ones; null: no cap but the server's (OCR_MAX_PAGES). */
  scannedPagesPerDocument: number | null;
}

export interface Plan {
  name: PlanName;
  title: string;
  description: string;
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  currency: 'INR';
  features: string[];
  buttonText: string;
  popular: boolean;
  limits: PlanLimits;
}
