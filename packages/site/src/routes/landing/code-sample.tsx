import { Button } from '@pagewise/ui';
import { Link } from 'react-router';
import { Section } from '../../components/section';

// Taken from docs/widget.md and docs/sdk.md: what a customer pastes and what a developer writes.
const WIDGET_TAG = `<script src="https://API_HOST/widget.js"
        data-api-key="pw_pk_…" async></script>`;

const SDK_CALL = `import { Pagewise, createSessionId } from '@pagewise/sdk';

const client = new Pagewise({ apiKey: process.env.PAGEWISE_API_KEY });
const reply = await client.chat.send({
  message: 'How long do refunds take?',
  session_id: createSessionId(),
});
for (const source of reply.source_documents)
  console.log(\`\${source.name}, page \${source.page}\`);`;

function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <figure className="min-w-0 overflow-hidden rounded-card border border-border">
      <figcaption className="border-b border-border bg-surface px-4 py-2 text-sm font-medium">{title}</figcaption>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre tabIndex={0} className="overflow-x-auto bg-background p-4 text-sm leading-relaxed">
        <code>{code}</code>
      </pre>
    </figure>
  );
}

export function CodeSample() {
  return (
    <Section
      id="developers"
      eyebrow="For developers"
      title="One script tag, or four lines of code"
      lead="The widget streams answers on any website. The SDK gives your own app the same answers with their sources, typed."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <CodeBlock title="On your website" code={WIDGET_TAG} />
        <CodeBlock title="In your app (Node, browsers, workers)" code={SDK_CALL} />
      </div>
      <Button asChild variant="link" className="mt-6 px-0">
        <Link to="/api">Read about the REST API</Link>
      </Button>
    </Section>
  );
}
