/** The account's user, as every auth answer and GET /api/auth/profile/ give it (docs/accounts.md). */
export interface AccountUser {
  id: string;
  email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  full_name: string;
  phone: string;
  country: string;
  account_type: AccountType;
  role_in_organization: string;
  is_verified: boolean;
  organization_name: string;
  organization_website: string;
  organization_description: string;
  organization: { id: string; name: string; plan: string };
  date_joined: string;
  last_login: string | null;
}

export type AccountType = 'personal' | 'organization';

export interface MessageAnswer {
  message: string;
}

export interface UserAnswer extends MessageAnswer {
  user: AccountUser;
}

export interface SignupPayload {
  first_name: string;
  /** Empty when not given. */
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  password: string;
  password_confirm: string;
  account_type: AccountType;
  organization_name?: string;
  /** Default 'Member'. */
  role_in_organization?: string;
  organization_website?: string;
  organization_description?: string;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface ResetPasswordPayload {
  email: string;
  otp: string;
  new_password: string;
  new_password_confirm: string;
}

export type ProfileUpdate = Partial<
  Pick<AccountUser, 'first_name' | 'middle_name' | 'last_name' | 'phone' | 'country' | 'organization_name' | 'organization_website' | 'organization_description' | 'role_in_organization'>
>;

export interface AuthStatus {
  authenticated: boolean;
  user?: AccountUser;
}

export interface DashboardSummary {
  user: AccountUser;
  organization: { id: string; name: string; plan: string };
  plan: { name: string; title: string; limits: Record<string, number | null> };
  usage: { documents: number | null; api_keys: number | null; chat_queries_today: number | null; chat_queries_per_day: number | null };
}
