import { PageHero } from '../../components/page-hero';
import { usePageMeta } from '../../lib/use-page-meta';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { ContactBenefits } from './contact-benefits';
import { ContactForm } from './contact-form';

export default function ContactPage() {
  usePageMeta('Contact', 'Tell us about your project. Our enterprise team replies within 24 hours.');
  useScrollToTop();
  return (
    <>
      <PageHero title="Let's Talk." lead="Tell us what you want to build. Our enterprise team replies within 24 hours." />
      <section id="contact-form" aria-labelledby="contact-form-heading" className="scroll-mt-20">
        <div className="mx-auto grid max-w-content gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <h2 id="contact-form-heading" className="mb-6 text-2xl font-semibold">
              Send us your requirements
            </h2>
            <ContactForm />
          </div>
          <ContactBenefits />
        </div>
      </section>
    </>
  );
}
