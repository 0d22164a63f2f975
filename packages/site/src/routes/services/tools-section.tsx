import { Section } from '../../components/section';
import { siteConfig } from '../../site-config';
import { Countdown } from './countdown';
import { ToolCatalogue } from './tool-catalogue';
import { useNow } from './use-now';

const LAUNCH = Date.parse(siteConfig.toolsLaunchAt);

/** Before the launch instant: a countdown and the waitlist. From then on: the catalogue. */
export function ToolsSection() {
  const now = useNow(1000);
  const launched = now >= LAUNCH;
  return (
    <Section
      id="tools"
      eyebrow="Tools & Products"
      title={launched ? 'Tools you can use today' : 'Our tools launch on 11 September 2025'}
      lead={launched ? 'Each tool runs on its own address. Those still in the works take a note of your interest.' : 'Join the waitlist and we will write when they open.'}
    >
      {launched ? <ToolCatalogue /> : <Countdown msLeft={LAUNCH - now} />}
    </Section>
  );
}
