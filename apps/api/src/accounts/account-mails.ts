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
