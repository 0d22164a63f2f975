import { Alert, Button, Input, Textarea } from '@pagewise/ui';
import { Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormField } from '../../components/form-field';
import { CONTACT_MSG } from './contact-messages';
import { useContactForm } from './use-contact-form';

export function ContactForm() {
  const { form, submit, busy, status, problems } = useContactForm();
  const { register } = form;
  const problemList = useRef<HTMLDivElement>(null);
  const { submitCount } = form.formState;
  // After a submit with problems, the list (above the fields, under the fixed header) comes into view with focus.
  const hasProblems = problems.length > 0;
  useEffect(() => {
    if (hasProblems) problemList.current?.focus();
  }, [submitCount, hasProblems]);
  const invalid = (field: keyof typeof form.formState.errors) => (form.formState.errors[field] ? true : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label="Contact form" className="flex flex-col gap-5">
      {problems.length > 0 && (
        <Alert ref={problemList} tabIndex={-1} tone="danger" className="scroll-mt-24 outline-none">
          <p className="font-semibold">{CONTACT_MSG.heading}</p>
          <ul className="mt-2 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="fullName" label="Full Name">
          <Input id="fullName" autoComplete="name" required aria-invalid={invalid('fullName')} {...register('fullName')} />
        </FormField>
        <FormField id="email" label="Business Email">
          <Input id="email" type="email" autoComplete="email" required aria-invalid={invalid('email')} {...register('email')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="company" label="Company" optional>
          <Input id="company" autoComplete="organization" {...register('company')} />
        </FormField>
        <FormField id="subject" label="Subject">
          <Input id="subject" required aria-invalid={invalid('subject')} {...register('subject')} />
        </FormField>
      </div>
      <FormField id="message" label="Project Requirements">
        <Textarea id="message" rows={5} required aria-invalid={invalid('message')} {...register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className="self-start">
        {busy && <Loader2Icon aria-hidden className="animate-spin" />}
        {busy ? 'Sending…' : 'Send Message'}
      </Button>
      {status && (
        <Alert tone={status.kind === 'success' ? 'success' : 'danger'}>
          <p>{status.text}</p>
        </Alert>
      )}
    </form>
  );
}
