import { cn } from '@pagewise/ui';

/**
 * A name someone chose (a document's, a key's, an organization's): one line, cut with an ellipsis by CSS, the
 * whole name in its tooltip; and isolated (<bdi>, unicode-bidi: isolate), so right-to-left letters in it cannot
 * reorder the words around it. The API caps names at 255 characters and strips bidirectional controls; this
 * keeps a long or mixed-direction name from pushing a screen's buttons out of sight.
 */
export function NameText({ name, className }: { name: string; className?: string }) {
  return (
    <bdi title={name} className={cn('block min-w-0 truncate [unicode-bidi:isolate]', className)}>
      {name}
    </bdi>
  );
}

/**
 * Inside a sentence ("Delete handbook.pdf?"): isolated, and allowed to wrap anywhere rather than overflow. A span
 * with dir="auto" isolates as <bdi> does (both get unicode-bidi: isolate), and stays an inline element for the
 * accessible-name computation, which would put spaces around a <bdi> ("Delete handbook.pdf ?").
 */
export function InlineName({ name }: { name: string }) {
  return (
    <span dir="auto" className="break-all [unicode-bidi:isolate]">
      {name}
    </span>
  );
}
