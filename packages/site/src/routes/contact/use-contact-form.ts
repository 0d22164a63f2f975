import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendContactInquiry } from './contact-api';
import { CONTACT_MSG } from './contact-messages';
import { CONTACT_FIELDS, type ContactFormInput, type ContactInquiry, contactSchema } from './contact-schema';

export type ContactStatus = { kind: 'success' | 'error'; text: string } | null;

const EMPTY: ContactFormInput = { fullName: '', email: '', company: '', phone: '', subject: '', message: '', budget: '', timeline: '' };

/**
 * The contact form's states: idle → submitting → success or error. A second submit while busy is ignored;
 * editing any field clears the problem list and the status; success empties the form.
 */
export function useContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactInquiry>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The problem list takes focus instead (contact-form.tsx), so it is read and seen first.
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<ContactStatus>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const { clearErrors, reset, watch } = form;

  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      // Only typing clears the messages; the reset after success must keep its confirmation.
      if (type !== 'change') return;
      clearErrors();
      setStatus(null);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const submit = form.handleSubmit(async (inquiry) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setStatus(null);
    try {
      await sendContactInquiry(inquiry);
      reset(EMPTY);
      setStatus({ kind: 'success', text: CONTACT_MSG.success });
    } catch (error) {
      setStatus({ kind: 'error', text: CONTACT_MSG.error((error as Error).message) });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  });

  const problems = CONTACT_FIELDS.map((field) => form.formState.errors[field]?.message).filter((m): m is string => Boolean(m));

  return { form, submit, busy, status, problems };
}
