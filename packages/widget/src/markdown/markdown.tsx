import { parseBlocks, type Block } from './parse-blocks';
import { renderInline } from './render-inline';

type Links = { links?: boolean };

const inline = (source: string, links?: boolean) => renderInline(source.replace(/^#{1,6}\s+/, '').replace(/\s*\n\s*/g, ' '), links);

function BlockView({ block, links }: { block: Block } & Links) {
  if (block.type === 'code')
    return (
      <pre>
        <code>{block.source}</code>
      </pre>
    );
  if (block.type === 'p') return <p>{/^#{1,6}\s/.test(block.source) ? <strong>{inline(block.source, links)}</strong> : inline(block.source, links)}</p>;
  const items = block.items.map((item, i) => <li key={i}>{inline(item, links)}</li>);
  return block.type === 'ol' ? <ol start={block.start}>{items}</ol> : <ul>{items}</ul>;
}

/** An answer. `links`: whether its links may be followed (render-inline.tsx). */
export function Markdown({ text, links }: { text: string } & Links) {
  return (
    <>
      {parseBlocks(text).map((block, i) => (
        <BlockView key={i} block={block} links={links} />
      ))}
    </>
  );
}
