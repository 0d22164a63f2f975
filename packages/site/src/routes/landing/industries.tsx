import { BanknoteIcon, FactoryIcon, GraduationCapIcon, HeartPulseIcon, type LucideIcon, ScaleIcon, ShieldIcon, ShoppingCartIcon, ZapIcon } from 'lucide-react';
import { IconCard } from '../../components/icon-card';
import { Section } from '../../components/section';

const INDUSTRIES: { name: string; icon: LucideIcon; text: string }[] = [
  { name: 'Finance & Banking', icon: BanknoteIcon, text: 'Policy and product manuals answered with the clause cited.' },
  { name: 'Healthcare & Life Sciences', icon: HeartPulseIcon, text: 'Protocols and guidelines searched by staff, kept inside your walls.' },
  { name: 'Manufacturing & Supply Chain', icon: FactoryIcon, text: 'Maintenance manuals and specs answered on the shop floor.' },
  { name: 'Retail & E-commerce', icon: ShoppingCartIcon, text: 'Return, shipping and warranty questions answered on your site.' },
  { name: 'Legal & Compliance', icon: ScaleIcon, text: 'Contracts and regulations read with the page behind every answer.' },
  { name: 'Energy & Utilities', icon: ZapIcon, text: 'Safety procedures and tariffs, one question away for field teams.' },
  { name: 'Education & Training', icon: GraduationCapIcon, text: 'Syllabi, handbooks and course notes for students and staff.' },
  { name: 'Defense & Public Sector', icon: ShieldIcon, text: 'Self-hosted, no outside model required, per-organization isolation.' },
];

export function Industries() {
  return (
    <Section id="industries" eyebrow="Industries" title="Built for teams that live in documents" tone="surface">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {INDUSTRIES.map((industry) => (
          <li key={industry.name} className="flex">
            <IconCard icon={industry.icon} title={industry.name}>
              {industry.text}
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
