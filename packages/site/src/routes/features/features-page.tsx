import { Button } from '@pagewise/ui';
import { BookOpenCheckIcon, CodeIcon, DatabaseIcon, KeyRoundIcon, LanguagesIcon, type LucideIcon, MessageSquareIcon, RadioIcon, ServerIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IconCard } from '../../components/icon-card';
import { PageHero } from '../../components/page-hero';
import { Section } from '../../components/section';
import { usePageMeta } from '../../lib/use-page-meta';

const FEATURES: { title: string; icon: LucideIcon; text: string }[] = [
  {
    title: 'Answers that cite the page',
    icon: BookOpenCheckIcon,
    text: 'Every answer lists its sources: document name, page number and a confidence from 0 to 1. On our benchmark of 560 questions over 16 PDFs, the right page is among the top 5 passages 97% of the time.',
  },
  {
    title: 'Keys scoped to one job',
    icon: KeyRoundIcon,
    text: 'Eight scopes, from chat:query to apikeys:revoke. An admin key is made at sign-up; team keys get only what they need. Keys are stored as a hash, and revoking one stops it at once.',
  },
  {
    title: 'A typed JavaScript SDK',
    icon: CodeIcon,
    text: 'Upload, wait for processing, ask, stream and read history from Node 20+, browsers, Deno or edge workers. A page that streams one answer ships about 4.7 KB of it, gzipped.',
  },
  {
    title: 'A one-line widget',
    icon: MessageSquareIcon,
    text: 'One script tag puts a chat about your documents on any website: 14.9 KB gzipped, isolated in a shadow root, keyboard-accessible, and locked to the origins you list.',
  },
  {
    title: 'Streaming answers',
    icon: RadioIcon,
    text: 'Tokens arrive as server-sent events while the answer is written, then the sources and token usage. Closing the stream stops the work.',
  },
  {
    title: 'Multilingual',
    icon: LanguagesIcon,
    text: 'Ask in English, Hindi, Tamil or Marathi and get the answer in the language you asked in (Pro and Enterprise; Free answers in English).',
  },
  {
    title: 'Isolated per organization',
    icon: DatabaseIcon,
    text: 'Documents, chat history and usage belong to one organization and are reachable only with its keys. Another organization asking for them gets the same answer as for something that does not exist.',
  },
  {
    title: 'Self-hosted by default',
    icon: ServerIcon,
    text: 'npm install && npm start runs everything on one machine: an embedded PostgreSQL, keyword retrieval and extractive answers, no model and no network needed. Point it at PostgreSQL, Redis and any OpenAI-compatible model when you grow.',
  },
];

const FIGURES = [
  { figure: '0.97', label: 'hit@5 on 560 questions' },
  { figure: '20 ms', label: 'p95 query latency over HTTP' },
  { figure: '14.9 KB', label: 'widget, gzipped' },
  { figure: '25 / min', label: 'admin key rate limit' },
] as const;

export default function FeaturesPage() {
  usePageMeta('Features', 'What Pagewise does: answers that cite the page, scoped API keys, a typed SDK, a one-line widget, streaming, four languages and per-organization isolation.');
  return (
    <>
      <PageHero
        title="Document chat you can check"
        lead="Upload PDFs; ask questions through the REST API, the SDK or the widget; get answers with the document and page they came from."
      >
        <Button asChild size="lg">
          <Link to="/pricing">See the plans</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">Talk to us</Link>
        </Button>
      </PageHero>
      <Section title="In numbers" lead="Measured on a 2-core machine with the embedded defaults; how each figure is produced is in the project's docs.">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIGURES.map((f) => (
            <div key={f.label} className="rounded-card border border-border p-6">
              <dt className="text-sm text-muted">{f.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-accent-text">{f.figure}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="What you get" tone="surface">
        <ul className="grid gap-4 md:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex">
              <IconCard icon={feature.icon} title={feature.title}>
                {feature.text}
              </IconCard>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
