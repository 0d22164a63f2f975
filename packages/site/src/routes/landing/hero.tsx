import { Button } from '@pagewise/ui';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { HeroIndicator } from '../../components/hero-indicator';
import { WidgetPreview } from './widget-preview';

const PHRASES = ['Answers cite the page', 'Keys scoped to one job', 'One script tag', 'English, Hindi, Tamil, Marathi'] as const;

export function Hero() {
  return (
    <section className="overflow-hidden">
      <div className="mx-auto grid max-w-content items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <HeroIndicator phrases={PHRASES} className="mb-6" />
          <h1 className="text-4xl font-bold sm:text-5xl lg:text-6xl">
            We build secure, intelligent, <span className="text-accent-text">agentic tools</span>.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted">
            Custom AI tools, private LLM workflows and Pagewise: upload your PDFs, and your people, your developers and your
            website's visitors get answers that cite the page they came from.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/contact">
                Get Started <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Book a Demo</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted">Free to start • No credit card required • 2-minute setup</p>
        </div>
        <WidgetPreview />
      </div>
    </section>
  );
}
