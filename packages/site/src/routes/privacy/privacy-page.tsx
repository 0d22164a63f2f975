import { ProsePage } from '../../components/prose-page';
import { siteConfig } from '../../site-config';

export default function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy"
      description="What Pagewise stores, why, and for how long: account details, documents stored per organization and deleted with the document, chat history and contact inquiries."
      lead="What we store, why, and how to have it removed."
    >
      <h2>What we store</h2>
      <ul>
        <li><strong>Account:</strong> your name, email, phone, country and, for organizations, the organization's name and website. Passwords are stored only as a hash.</li>
        <li><strong>Documents:</strong> the PDFs you upload and the text of their pages, stored per organization. Deleting a document deletes the file, its text and its search index.</li>
        <li><strong>Chat history:</strong> questions and answers, grouped by session, readable only with your organization's keys.</li>
        <li><strong>API keys:</strong> stored as a hash; the full key is shown once, when it is made.</li>
        <li><strong>Contact inquiries:</strong> what you send on the contact page, kept so that we can answer it.</li>
      </ul>
      <h2>What we do not do</h2>
      <ul>
        <li>We do not sell your data or show you ads.</li>
        <li>We do not train models on your documents.</li>
        <li>The site sets no tracking cookies; sign-in uses a session cookie only. Your theme choice is kept in your browser's local storage.</li>
      </ul>
      <h2>Where it runs</h2>
      <p>
        A self-hosted Pagewise keeps everything on your own servers, and answers without any outside model unless you connect one. When
        you connect a model provider, the passages needed for an answer are sent to it.
      </p>
      <h2>Your choices</h2>
      <p>
        To see, correct or delete what we hold about you, write to <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>. We reply
        within {siteConfig.supportReplyHours} hours.
      </p>
    </ProsePage>
  );
}
