/** The country choices of the signup form (docs/accounts.md). */
export const COUNTRIES = [
  ['IN', 'India'],
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['AU', 'Australia'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['JP', 'Japan'],
  ['CN', 'China'],
  ['BR', 'Brazil'],
  ['MX', 'Mexico'],
  ['SG', 'Singapore'],
  ['AE', 'United Arab Emirates'],
  ['SA', 'Saudi Arabia'],
  ['other', 'Other'],
] as const;
