import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pagewise/ui';
import {
  BarChart3Icon,
  BrainIcon,
  CloudIcon,
  DatabaseIcon,
  EyeIcon,
  GlobeIcon,
  LightbulbIcon,
  LockKeyholeIcon,
  type LucideIcon,
  PlugZapIcon,
  ServerCogIcon,
  SparklesIcon,
  WorkflowIcon,
} from 'lucide-react';
import { IconCard } from '../../components/icon-card';
import { Section } from '../../components/section';

type Capability = { title: string; icon: LucideIcon; text: string };

const CORE: Capability[] = [
  { title: 'AI Strategy & Consulting', icon: LightbulbIcon, text: 'Which problems AI should solve for you, and how to measure that it does.' },
  { title: 'Custom AI Solutions', icon: SparklesIcon, text: 'Tools built around your workflow, on your data.' },
  { title: 'Systems Integration', icon: PlugZapIcon, text: 'Connected to the systems you already run, through APIs and SDKs.' },
  { title: 'Secure Cloud Infrastructure', icon: CloudIcon, text: 'Deployed in your cloud or ours, with secrets and keys handled properly.' },
  { title: 'Data Engineering & Management', icon: DatabaseIcon, text: 'Pipelines that turn PDFs and records into searchable, current data.' },
  { title: 'Custom Websites & Web Apps', icon: GlobeIcon, text: 'Fast, accessible React front ends for your product.' },
];

const ADVANCED: Capability[] = [
  { title: 'Generative AI & LLM Fine-Tuning', icon: BrainIcon, text: 'Models adapted to your vocabulary and evaluated on your questions.' },
  { title: 'RAG & Knowledge Intelligence', icon: WorkflowIcon, text: 'Retrieval that cites its sources, tuned and measured on your documents.' },
  { title: 'Multi-Modal AI', icon: EyeIcon, text: 'Text, tables and images read together.' },
  { title: 'Edge & On-Prem AI Deployments', icon: ServerCogIcon, text: 'Local models on your hardware when data must not leave.' },
  { title: 'Enterprise-Grade Security & Governance', icon: LockKeyholeIcon, text: 'Scoped keys, isolation, audit trails and clear data retention.' },
  { title: 'Predictive & Prescriptive Analytics', icon: BarChart3Icon, text: 'Forecasts and recommendations from the data you already have.' },
];

const grid = (items: Capability[]) => (
  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
    {items.map((item) => (
      <li key={item.title} className="flex">
        <IconCard icon={item.icon} title={item.title}>
          {item.text}
        </IconCard>
      </li>
    ))}
  </ul>
);

export function FeatureOverview() {
  return (
    <Section id="capabilities" eyebrow="Complete Feature Overview" title="Everything from strategy to production" tone="surface">
      <Tabs defaultValue="core">
        <TabsList aria-label="Capability groups">
          <TabsTrigger value="core">Core Capabilities</TabsTrigger>
          <TabsTrigger value="advanced">Advanced Abilities</TabsTrigger>
        </TabsList>
        <TabsContent value="core">{grid(CORE)}</TabsContent>
        <TabsContent value="advanced">{grid(ADVANCED)}</TabsContent>
      </Tabs>
    </Section>
  );
}
