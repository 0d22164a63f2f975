import { z } from '../../lib/zod';

/** Sign-in checks only what the server cannot answer better: an address that looks like one and a password. */
export const LOGIN_MSG = {
  email: 'Please enter a valid email address',
  password: 'Please enter your password',
} as const;

export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email(LOGIN_MSG.email)),
  password: z.string().min(1, LOGIN_MSG.password),
});

export type LoginForm = z.output<typeof loginSchema>;
