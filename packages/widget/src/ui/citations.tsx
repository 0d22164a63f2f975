import type { SourceDocument } from '@pagewise/protocol';
import { fill } from '../i18n/words';
import type { WidgetStore } from '../state/widget-store';
import { showPage } from './show-page';

/** Longer names are cut, so that none floods a screen reader or fills the panel (a chip wraps to a second line at most). */
const NAME_CHARACTERS = 80;

/**
 * A document's name as text. The <bdi> isolates it: right-to-left characters or a stray override in a name
 * (`invoice\u202Efdp.exe`) cannot reorder the words around it, such as ", page 1".
 */
export function DocumentName({ name }: { name: string }) {
  const letters = Array.from(name);
  return <bdi>{letters.length > NAME_CHARACTERS ? letters.slice(0, NAME_CHARACTERS - 1).join('') + '…' : name}</bdi>;
}

/**
 * The sources under an answer: a numbered chip with the document and page, and the sentence quoted from it.
 * Where the owner lets visitors see cited pages and the API located the sentence, the chip opens the page.
 */
export function Citations({ store, sources }: { store: WidgetStore; sources: SourceDocument[] }) {
  const t = store.words.value!;
  const pages = store.settings.value.pages;
  if (!sources.length) return null;
  return (
    <ol class="sources" aria-label={t.sources}>
      {sources.map((source, i) => {
        // One <span> around the words: were the name a flex item of its own, a screen reader would hear "name , page 4".
        const label = [<b aria-hidden="true">{i + 1}</b>, <span>{fill(t.citation, { name: <DocumentName name={source.name} />, page: source.page })}</span>];
        return (
          <li key={i}>
            {pages && (source as { highlight?: unknown }).highlight ? (
              <button type="button" class="chip" part="citation" aria-haspopup="dialog" onClick={(e) => showPage(store, source, e.currentTarget)}>
                {label}
              </button>
            ) : (
              <span class="chip" part="citation">
                {label}
              </span>
            )}
            {source.snippet && <q part="citation-snippet">{source.snippet}</q>}
          </li>
        );
      })}
    </ol>
  );
}
