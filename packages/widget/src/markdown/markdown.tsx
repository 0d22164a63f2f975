import { Component } from 'preact';
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

/**
 * A finished block's source never changes while the answer streams, so comparing sources skips
 * its re-render: only the growing last block is rebuilt per token and earlier text does not flicker.
 */
class MemoBlock extends Component<{ block: Block }> {
  shouldComponentUpdate(next: { block: Block }) {
    return next.block.source !== this.props.block.source || next.block.type !== this.props.block.type;
  }
  render() {
    return <BlockView block={this.props.block} />;
  }
}

export function Markdown({ text }: { text: string }) {
  return (
    <>
      {parseBlocks(text).map((block, i) => (
        <MemoBlock key={i} block={block} />
      ))}
    </>
  );
}
