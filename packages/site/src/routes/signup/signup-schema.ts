import type { SignupPayload } from '@pagewise/protocol/account';
import { z } from '../../lib/zod';
import { siteConfig } from '../../site-config';
import { SIGNUP_MSG } from './signup-messages';

const { minNameLength, minPhoneLength, minPasswordLength, defaultRoleInOrganization } = siteConfig.accounts;

/** An absolute http(s) address, as the API checks it. */
export function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * "northwind.example" → "https://northwind.example": a website typed without its scheme gets https:// when the
 * rest starts with a host name (a dot inside, no spaces). Anything else is left for isWebsite to judge.
 */
export function withScheme(value: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  return /^[^\s/:@]+\.[^\s/:@.]+(?::\d+)?(?:[/?#]\S*)?$/.test(value) ? `https://${value}` : value;
}

/** The email's domain (after @) equals the website's host without "www."; a website that is not a URL passes here. */
export function emailMatchesWebsite(email: string, website: string): boolean {
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return true;
  }
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase() === host;
}

const personalFields = {
  firstName: z.string().trim().min(minNameLength, SIGNUP_MSG.firstName),
  middleName: z.string().trim(),
  lastName: z.string().trim().min(minNameLength, SIGNUP_MSG.lastName),
  email: z.string().trim().pipe(z.email(SIGNUP_MSG.email)),
  phone: z.string().trim().min(minPhoneLength, SIGNUP_MSG.phone),
  country: z.string().min(1, SIGNUP_MSG.country),
  password: z.string().min(minPasswordLength, SIGNUP_MSG.password),
  confirmPassword: z.string(),
};

const matchingPasswords = (form: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (form.password !== form.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGNUP_MSG.passwordsDontMatch });
};

export const personalSchema = z.object({ accountType: z.literal('personal'), ...personalFields }).superRefine(matchingPasswords);

export const organizationSchema = z
  .object({
    accountType: z.literal('organization'),
    ...personalFields,
    organizationName: z.string().trim().min(minNameLength, SIGNUP_MSG.organizationName),
    organizationWebsite: z.string().trim().transform(withScheme).refine(isWebsite, SIGNUP_MSG.organizationWebsite),
    description: z.string().trim(),
  })
  .superRefine(matchingPasswords)
  .superRefine((form, ctx) => {
    if (!emailMatchesWebsite(form.email, form.organizationWebsite)) ctx.addIssue({ code: 'custom', path: ['email'], message: SIGNUP_MSG.emailDomain });
  });

export type PersonalSignup = z.output<typeof personalSchema>;
export type OrganizationSignup = z.output<typeof organizationSchema>;
export type SignupForm = PersonalSignup | OrganizationSignup;
export type AccountType = SignupForm['accountType'];

/** Every field, empty: what the form starts from and goes back to. */
export const emptySignup = (accountType: AccountType) => ({
  accountType,
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  password: '',
  confirmPassword: '',
  organizationName: '',
  organizationWebsite: '',
  description: '',
});

export type SignupFormInput = ReturnType<typeof emptySignup>;

/** The wire payload: snake_case, middle name empty when absent, organizations with their role (default Member). */
export function signupPayload(form: SignupForm): SignupPayload {
  const payload: SignupPayload = {
    first_name: form.firstName,
    middle_name: form.middleName || '',
    last_name: form.lastName,
    email: form.email,
    phone: form.phone,
    country: form.country,
    password: form.password,
    password_confirm: form.confirmPassword,
    account_type: form.accountType,
  };
  if (form.accountType === 'personal') return payload;
  return {
    ...payload,
    organization_name: form.organizationName,
    role_in_organization: defaultRoleInOrganization,
    organization_website: form.organizationWebsite,
    organization_description: form.description,
  };
}
