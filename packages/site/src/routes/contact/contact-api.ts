import { apiRequest } from '../../lib/http-client';
import { CONTACT_MSG } from './contact-messages';
import type { ContactInquiry } from './contact-schema';

export interface ContactAnswer {
  success: boolean;
  message?: string;
  submission_id?: string;
}

/**
 * POST /api/auth/contact/ with the wire payload. Resolves with the answer, or rejects with an Error whose message
 * is the server's message, "HTTP error! status: N", or the form's fallback text.
 */
export async function sendContactInquiry(inquiry: ContactInquiry): Promise<ContactAnswer> {
  const { fullName, email, company, phone, subject, budget, timeline, message } = inquiry;
  try {
    const answer = await apiRequest<ContactAnswer>('/api/auth/contact/', {
      method: 'POST',
      body: { fullName, email, company, phone, subject, budget, timeline, message },
    });
    if (!answer?.success) throw new Error(answer?.message || CONTACT_MSG.failed);
    return answer;
  } catch (error) {
    throw new Error(error instanceof Error && error.message ? error.message : CONTACT_MSG.failed);
  }
}
