import { FileTextIcon, MessageSquareIcon, SendIcon } from 'lucide-react';

/**
 * The Pagewise widget as a visitor sees it, answering from an uploaded handbook. The question, answer and
 * citation are what the real API returned for this PDF in the widget's browser test.
 */
export function WidgetPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-card border border-border bg-background shadow-xl">
        <div className="flex items-center gap-2 bg-accent px-4 py-3 text-on-accent">
          <MessageSquareIcon aria-hidden className="size-4" strokeWidth={1.5} />
          <span className="font-semibold">Acme Insurance help</span>
        </div>
        <div className="flex flex-col gap-3 p-4 text-[15px]">
          <p className="max-w-[85%] rounded-control bg-surface px-3 py-2">Hi! Ask me anything about our documents.</p>
          <p className="max-w-[85%] self-end rounded-control bg-accent px-3 py-2 text-on-accent">How long do refunds take?</p>
          <div className="max-w-[92%] rounded-control bg-surface px-3 py-2">
            <p>Approved refunds are paid within 14 days of the claim decision. Refunds go back to the original payment method.</p>
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full border border-border bg-background px-2 py-0.5 text-xs">
              <FileTextIcon aria-hidden className="size-3.5 text-accent-text" strokeWidth={1.5} />
              Policy handbook.pdf, page 2
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2 border-t border-border p-3">
          <span className="flex-1 rounded-control border border-border px-3 py-2 text-sm text-muted">Ask a question…</span>
          <span className="inline-flex size-9 items-center justify-center rounded-control bg-accent text-on-accent">
            <SendIcon aria-hidden className="size-4" strokeWidth={1.5} />
          </span>
        </div>
        <p className="pb-2 text-center text-xs text-muted">Powered by Pagewise</p>
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted">The widget on a customer's help page: the answer names its page.</figcaption>
    </figure>
  );
}
