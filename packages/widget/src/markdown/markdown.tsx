import { parseBlocks, type Block } from './parse-blocks';
import { renderInline } from './render-inline';

const inline = (source: string) => renderInline(source.replace(/^#{1,6}\s+/, '').replace(/\s*\n\s*/g, ' '));

function BlockView({ block }: { block: Block }) {
  if (block.type === 'code')
    return (
      <pre>
        <code>{block.source}</code>
      </pre>
    );
  if (block.type === 'p') return <p>{/^#{1,6}\s/.test(block.source) ? <strong>{inline(block.source)}</strong> : inline(block.source)}</p>;
  const items = block.items.map((item, i) => <li key={i}>{inline(item)}</li>);
  return block.type === 'ol' ? <ol start={block.start}>{items}</ol> : <ul>{items}</ul>;
}

export function Markdown({ text }: { text: string }) {
  return (
    <>
      {parseBlocks(text).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
