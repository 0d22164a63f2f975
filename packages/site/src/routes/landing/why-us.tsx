import { Button } from '@pagewise/ui';
import { ArrowRightIcon, BlocksIcon, BrainCircuitIcon, LayoutGridIcon, LockIcon, type LucideIcon, PlugIcon, WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IconCard } from '../../components/icon-card';
import { Section } from '../../components/section';

const REASONS: { title: string; icon: LucideIcon; text: string }[] = [
  { title: 'Custom AI Tools', icon: WrenchIcon, text: 'Built around one job your team does every day, not a demo.' },
  { title: 'Secure LLM Workflows', icon: LockIcon, text: 'Runs on your servers with local models when data must not leave.' },
  { title: 'Domain-Tuned Intelligence', icon: BrainCircuitIcon, text: 'Retrieval tuned and measured on your documents: we report hit rates.' },
  { title: 'Enterprise Integrations', icon: PlugIcon, text: 'REST, SDK or one script tag; keys scoped to exactly what each app needs.' },
  { title: 'AI-First SaaS & Web Apps', icon: LayoutGridIcon, text: 'Product front ends in React with accessible, fast pages.' },
  { title: 'Modular AI Infrastructure', icon: BlocksIcon, text: 'Swap the database, vector store or model through configuration.' },
];

export function WhyUs() {
  return (
    <Section id="why-us" eyebrow="Why us" title="Six things we do well">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title} className="flex">
            <IconCard icon={reason.icon} title={reason.title}>
              {reason.text}
            </IconCard>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" size="lg" className="mt-10">
        <Link to="/contact">
          Talk to us about your project <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </Section>
  );
}
