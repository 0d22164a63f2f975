import { Section } from '../../components/section';

const FACTS = [
  { figure: '3 ways in', text: 'a REST API with scoped keys, a typed JS SDK, and a one-line script-tag widget' },
  { figure: '4 languages', text: 'English, Hindi, Tamil and Marathi answers on paid plans' },
  { figure: '1 organization', text: 'per key: documents and chat history never cross organizations' },
] as const;

/** The landing page's #about anchor (the header's About link). */
export function AboutSection() {
  return (
    <Section
      id="about"
      eyebrow="About"
      title="An AI team that ships tools you can check"
      lead="We build AI that shows its work. Pagewise, our document-chat platform, answers from your PDFs and cites the page, so a reader can open the source and check. We build the same way for clients: secure by default, measured, and handed over with the numbers."
    >
      <dl className="grid gap-6 sm:grid-cols-3">
        {FACTS.map((fact) => (
          <div key={fact.figure} className="rounded-card border border-border p-6">
            <dt className="text-2xl font-bold text-accent-text">{fact.figure}</dt>
            <dd className="mt-2 text-muted">{fact.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
