import { Link } from 'react-router';
import { ProsePage } from '../../components/prose-page';
import { runtimeConfig } from '../../runtime-config';
import { siteConfig } from '../../site-config';

export default function ApiPage() {
  const openApi = `${runtimeConfig().apiUrl}${siteConfig.openApiPath}`;
  return (
    <ProsePage
      title="The Pagewise REST API"
      description="Upload PDFs, ask questions and get answers that cite the page, over HTTP with scoped API keys. OpenAPI 3 document included."
      lead="Everything the dashboard and the widget do, over HTTP with an API key."
    >
      <p>
        Every call sends <code>Authorization: Bearer &lt;key&gt;</code>. Keys carry scopes, so a key made for a chatbot can ask
        questions but cannot delete documents. Errors are JSON with a sentence, a machine code and a request id; every response says
        how much of the rate limit is left.
      </p>
      <h2>Endpoints</h2>
      <ul>
        <li><code>POST /v1/documents</code> uploads a PDF; <code>GET /v1/documents</code> lists them; <code>DELETE</code> removes one for good.</li>
        <li><code>POST /v1/chat</code> answers a question with its sources; <code>POST /v1/chat/stream</code> streams the answer as it is written.</li>
        <li><code>GET /v1/chat/history</code> reads a conversation; <code>POST /v1/query</code> returns the best-matching passages only.</li>
        <li><code>POST /v1/apikeys</code> and <code>POST /v1/apikeys/revoke</code> manage keys; <code>GET /v1/plans</code> lists the plans and their limits (no key needed).</li>
      </ul>
      <h2>Reference</h2>
      <p>
        The machine-readable description is the <a href={openApi}>OpenAPI 3 document</a>, generated from the code. The{' '}
        <Link to="/docs">documentation</Link> walks through keys, uploads, chat and streaming with examples.
      </p>
    </ProsePage>
  );
}
