import { Link } from 'react-router';
import { ProsePage } from '../../components/prose-page';
import { siteConfig } from '../../site-config';

export default function AboutPage() {
  return (
    <ProsePage
      title="About Pagewise"
      description="Pagewise builds document chat that cites its pages, and custom AI tools for organizations that need to check what AI tells them."
      lead="We build AI that shows its work."
    >
      <p>
        Pagewise is a document-chat platform. An organization uploads its PDFs; its people, its developers and the visitors of its
        website ask questions and get answers that cite the document and page they came from. It is reached through a REST API with
        scoped keys, a typed JavaScript SDK and a one-line script-tag widget.
      </p>
      <p>
        Around it we build custom AI tools: private LLM workflows, retrieval tuned on a client's own documents, integrations and AI web
        apps. Everything we ship is measured, and we hand over the figures with the code.
      </p>
      <h2>How we work</h2>
      <ul>
        <li>Self-hosted by default: Pagewise runs on one machine with no model and no network, and grows to PostgreSQL, Redis and the model of your choice.</li>
        <li>Each organization's documents and history are kept apart and reachable only with its own keys.</li>
        <li>We answer every inquiry within {siteConfig.supportReplyHours} hours.</li>
      </ul>
      <h2>Talk to us</h2>
      <p>
        Tell us what you want to build on the <Link to="/contact">contact page</Link>, or write to{' '}
        <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>.
      </p>
    </ProsePage>
  );
}
