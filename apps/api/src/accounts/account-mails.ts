import type { OutgoingMail } from '../mail/outgoing-mail.js';
import { OTP_TTL_SECONDS } from './account-constants.js';

export function verificationMail(to: string, firstName: string, link: string): OutgoingMail {
  return {
    kind: 'verify-email',
    to,
    subject: 'Verify your email address for Pagewise',
    text: [
      `Hi ${firstName},`,
      '',
      'Welcome to Pagewise. Please confirm your email address by opening this link:',
      '',
      link,
      '',
      'The link works once and expires in 12 hours. If you did not create an account, you can ignore this email.',
      '',
      '— The Pagewise team',
    ].join('\n'),
    notice: `verification link: ${link}`,
    sensitive: true,
  };
}

/**
 * Someone signed up with an address that already has a verified account. The signup answered as for a new one
 * (it must not tell who has an account), so the owner learns it here, and only the owner can read it.
 */
export function accountExistsMail(to: string, firstName: string, signInLink: string, resetLink: string): OutgoingMail {
  return {
    kind: 'account-exists',
    to,
    subject: 'You already have a Pagewise account',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone, probably you, tried to sign up for Pagewise with this email address. You already have an account:',
      'sign in or reset your password.',
      '',
      `Sign in: ${signInLink}`,
      `Forgot your password? Reset it: ${resetLink}`,
      '',
      'If it was not you, you can ignore this email; nothing has changed on your account.',
      '',
      '— The Pagewise team',
    ].join('\n'),
    notice: `account-exists notice for ${to}`,
    sensitive: false,
  };
}

export function resetCodeMail(to: string, firstName: string, code: string): OutgoingMail {
  return {
    kind: 'password-reset',
    to,
    // The code stays out of the subject: subjects show in notifications, mail lists and logs.
    subject: 'Your Pagewise password reset code',
    text: [
      `Hi ${firstName},`,
      '',
      `Your password reset code is ${code}`,
      '',
      `It expires in ${OTP_TTL_SECONDS / 60} minutes. If you did not ask to reset your password, you can ignore this email;`,
      'your password stays as it is.',
      '',
      '— The Pagewise team',
    ].join('\n'),
    notice: `password reset code for ${to}: ${code}`,
    sensitive: true,
  };
}
