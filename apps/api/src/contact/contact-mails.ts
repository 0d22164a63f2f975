import type { OutgoingMail } from '../mail/outgoing-mail.js';
import type { ContactInquiry } from './contact-inquiry.entity.js';

/** To the sales inbox; replying answers the sender directly. */
export function salesNotification(salesEmail: string, inquiry: ContactInquiry): OutgoingMail {
  const line = (label: string, value: string) => `${label}: ${value || '—'}`;
  return {
    kind: 'contact-sales',
    to: salesEmail,
    replyTo: inquiry.email,
    subject: `New inquiry: ${inquiry.subject.slice(0, 150)}`,
    text: [
      `A new inquiry arrived from the contact page (reference ${inquiry.id}).`,
      '',
      line('Name', inquiry.fullName),
      line('Email', inquiry.email),
      line('Company', inquiry.company),
      line('Phone', inquiry.phone),
      line('Budget', inquiry.budget),
      line('Timeline', inquiry.timeline),
      line('Subject', inquiry.subject),
      '',
      inquiry.message,
      '',
      'Please reply within 24 hours.',
    ].join('\n'),
  };
}

/** To the sender: we got it, and we answer within 24 hours. */
export function acknowledgement(inquiry: ContactInquiry): OutgoingMail {
  return {
    kind: 'contact-ack',
    to: inquiry.email,
    subject: 'We received your inquiry',
    text: [
      `Hi ${inquiry.fullName},`,
      '',
      `Thank you for contacting Pagewise about "${inquiry.subject}". Our enterprise team will reply within 24 hours`,
      'to discuss your requirements.',
      '',
      `Your reference: ${inquiry.id}`,
      '',
      '— The Pagewise team',
    ].join('\n'),
  };
}
