import type { SourceDocument } from '@pagewise/protocol';

/** Numbered chips under an answer; the snippet shows on hover and on keyboard focus. */
export function Citations({ sources, id }: { sources: SourceDocument[]; id: string }) {
  if (!sources.length) return null;
  return (
    <ol class="sources" aria-label="Sources">
      {sources.map((source, i) => {
        const label = `${source.name}, page ${source.page}`;
        return (
          <li key={i}>
            <button type="button" class="chip" part="citation" aria-describedby={source.snippet ? `${id}-${i}` : undefined}>
              <b aria-hidden="true">{i + 1}</b>
              <span>{label}</span>
            </button>
            {source.snippet && (
              <span class="tip" role="tooltip" id={`${id}-${i}`} part="citation-snippet">
                {source.snippet}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
