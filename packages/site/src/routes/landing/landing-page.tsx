import { usePageMeta } from '../../lib/use-page-meta';
import { AboutSection } from './about-section';
import { CodeSample } from './code-sample';
import { Hero } from './hero';
import { Industries } from './industries';
import { Journey } from './journey';
import { WhyUs } from './why-us';

export function LandingPage() {
  usePageMeta(
    'Pagewise',
    'Pagewise builds secure, intelligent, agentic tools, and document chat whose answers cite the page they came from. Free to start, no credit card required.',
  );
  return (
    <>
      <Hero />
      <AboutSection />
      <Industries />
      <WhyUs />
      <CodeSample />
      <Journey />
    </>
  );
}
