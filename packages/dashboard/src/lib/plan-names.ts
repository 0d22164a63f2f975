export type PlanName = 'free' | 'pro' | 'enterprise';
