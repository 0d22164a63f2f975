export const PLAN_NAMES = ['free', 'pro', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** null means "no cap". */
export interface PlanLimits {
  maxDocuments: number | null;
  maxFileBytes: number | null;
  queriesPerDay: number | null;
  requestsPerMinute: number | null;
  maxApiKeys: number | null;
  /** Free plans may only hold the admin key; scoped keys need a paid plan. */
  scopedKeysAllowed: boolean;
  badgeRemovable: boolean;
  /** 'en': answers in English only; 'auto': answers in the asker's language. */
  answerLanguage: 'en' | 'auto';
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
