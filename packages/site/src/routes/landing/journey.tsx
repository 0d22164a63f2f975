import { Section } from '../../components/section';

const STEPS = [
  { title: 'Define the Use Case', text: 'One question your people ask every day, and how we will know the answer is right.' },
  { title: 'Architect the Solution', text: 'Where the data lives, which model runs where, who holds which key.' },
  { title: 'Iterate & Build Fast', text: 'A working version on your documents within days, measured on real questions.' },
  { title: 'Secure & Deploy', text: 'Scoped keys, per-organization isolation, your cloud or ours.' },
  { title: 'Monitor & Evolve', text: 'Usage and answer quality tracked; limits and models adjusted as you grow.' },
] as const;

export function Journey() {
  return (
    <Section id="journey" eyebrow="How we build" title="Five steps from idea to production" tone="surface">
      <ol className="grid gap-4 md:grid-cols-5">
        {STEPS.map((step, i) => (
          <li key={step.title} className="rounded-card border border-border bg-background p-6">
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-accent text-sm font-semibold text-on-accent">{i + 1}</span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
