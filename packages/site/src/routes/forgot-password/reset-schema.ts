import { z } from '../../lib/zod';
import { siteConfig } from '../../site-config';

const { otpLength, minPasswordLength } = siteConfig.accounts;

/** The password-reset messages, word for word. */
export const RESET_MSG = {
  email: 'Please enter a valid email address',
  otp: 'OTP must be exactly 6 digits',
  password: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
} as const;

export const requestSchema = z.object({ email: z.string().trim().pipe(z.email(RESET_MSG.email)) });

export const otpSchema = z.object({ otp: z.string().regex(new RegExp(`^\\d{${otpLength}}$`), RESET_MSG.otp) });

export const newPasswordSchema = z
  .object({
    new_password: z.string().min(minPasswordLength, RESET_MSG.password),
    new_password_confirm: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.new_password !== form.new_password_confirm) ctx.addIssue({ code: 'custom', path: ['new_password_confirm'], message: RESET_MSG.passwordsDontMatch });
  });

export type NewPassword = z.output<typeof newPasswordSchema>;
