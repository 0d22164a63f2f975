import { ProsePage } from '../../components/prose-page';
import { siteConfig } from '../../site-config';

export default function TermsPage() {
  return (
    <ProsePage
      title="Terms of service"
      description="The terms for using Pagewise: your account, your documents, plan limits, API keys and how either side can end the service."
      lead="Plain terms for using Pagewise. Last updated 2025."
    >
      <h2>Your account</h2>
      <p>
        You need an account to upload documents or hold API keys. Keep your password and keys secret; anything done with them counts as
        done by you. An organization account belongs to the organization, not to the person who created it.
      </p>
      <h2>Your documents</h2>
      <p>
        Your documents and the answers drawn from them stay yours. We process them only to answer your questions and those of the people
        and websites you give keys to. Deleting a document deletes it for good, with its pages and its search index.
      </p>
      <h2>Plans and limits</h2>
      <p>
        Each plan has the limits shown on the <a href="/pricing">pricing page</a>: documents, file size, chat queries per day, requests per
        minute and API keys. Past a limit, the API answers with a clear error instead of charging you more.
      </p>
      <h2>Fair use</h2>
      <ul>
        <li>Upload only documents you have the right to use.</li>
        <li>Do not try to reach another organization's data or get around rate limits.</li>
        <li>Do not use Pagewise to send spam or to break the law.</li>
      </ul>
      <h2>Ending the service</h2>
      <p>
        You can stop at any time and delete your documents. We may suspend an account that breaks these terms, after telling you why at
        the email address on the account.
      </p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>; we reply within {siteConfig.supportReplyHours} hours.
      </p>
    </ProsePage>
  );
}
