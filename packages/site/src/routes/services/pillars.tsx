import { BuildingIcon, CompassIcon, type LucideIcon, RocketIcon, ShieldCheckIcon } from 'lucide-react';
import { IconCard } from '../../components/icon-card';
import { Section } from '../../components/section';

const PILLARS: { title: string; icon: LucideIcon; text: string }[] = [
  { title: 'End-to-End Expertise', icon: CompassIcon, text: 'From the first use case to the system in production, one team owns it.' },
  { title: 'Industry Understanding', icon: BuildingIcon, text: 'Finance, health, law, education: we learn your documents and your rules.' },
  { title: 'Enterprise Standards', icon: ShieldCheckIcon, text: 'Scoped access, isolation per organization, tests and measured figures.' },
  { title: 'Future-Ready Solutions', icon: RocketIcon, text: 'Swap models and backends through configuration as the field moves.' },
];

export function Pillars() {
  return (
    <Section id="pillars" eyebrow="Four Pillars" title="What every project stands on">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PILLARS.map((pillar) => (
          <li key={pillar.title} className="flex">
            <IconCard icon={pillar.icon} title={pillar.title}>
              {pillar.text}
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
