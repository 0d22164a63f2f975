import { Button } from '@pagewise/ui';
import { Link } from 'react-router';
import { Claims } from '../../components/claims';
import { HeroIndicator } from '../../components/hero-indicator';
import { PageHero } from '../../components/page-hero';
import { usePageMeta } from '../../lib/use-page-meta';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { FeatureOverview } from './feature-overview';
import { Pillars } from './pillars';
import { ToolsSection } from './tools-section';

const PHRASES = ['Strategy', 'Custom AI', 'Integration', 'Secure cloud', 'Web apps'] as const;

export default function ServicesPage() {
  usePageMeta('Services', 'AI consulting, custom AI solutions, systems integration, secure cloud, data engineering and web apps, and the Pagewise tools built on them.');
  useScrollToTop();
  return (
    <>
      <PageHero
        eyebrow={<HeroIndicator phrases={PHRASES} />}
        title="AI services, from the first idea to the system in production"
        lead="Consulting, custom AI, integration, secure cloud, data engineering and web apps, by the team that builds Pagewise."
        note={<Claims />}
      >
        <Button asChild size="lg">
          <Link to="/contact">Let's Build Together</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">See Our Work</Link>
        </Button>
      </PageHero>
      <Pillars />
      <FeatureOverview />
      <ToolsSection />
    </>
  );
}
