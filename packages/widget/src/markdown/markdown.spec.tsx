import { render } from '@testing-library/preact';
import { Markdown } from './markdown';
import { parseBlocks } from './parse-blocks';

const html = (text: string) => render(<Markdown text={text} />).container.innerHTML;

describe('Markdown', () => {
  it('renders paragraphs, emphasis, code and lists from the allow-list', () => {
    const out = html('Hello **bold** and *em* and `x < y`.\n\n- one\n- two _it_\n\n3. three\n4. four\n\n```\nconst a = 1;\n```');
    expect(out).toBe(
      '<p>Hello <strong>bold</strong> and <em>em</em> and <code>x &lt; y</code>.</p>' +
        '<ul><li>one</li><li>two <em>it</em></li></ul>' +
        '<ol start="3"><li>three</li><li>four</li></ol>' +
        '<pre><code>const a = 1;</code></pre>',
    );
  });

  it('opens http(s) and mailto links in a new tab without an opener', () => {
    const out = html('See [the guide](https://example.com/guide) or [mail](mailto:help@example.com).');
    expect(out).toContain('<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">the guide</a>');
    expect(out).toContain('<a href="mailto:help@example.com"');
  });

  it('keeps snake_case words as they are', () => {
    expect(html('Set max_file_size in config')).toBe('<p>Set max_file_size in config</p>');
  });

  it('treats an unclosed code fence as code while the answer streams', () => {
    expect(parseBlocks('Intro\n\n```\nlet x')).toEqual([
      { type: 'p', source: 'Intro' },
      { type: 'code', source: 'let x' },
    ]);
  });

  it('does not re-render finished blocks when the answer grows', () => {
    const { container, rerender } = render(<Markdown text={'First paragraph.\n\nSecond'} />);
    const first = container.querySelector('p')!;
    const firstText = first.firstChild;
    rerender(<Markdown text={'First paragraph.\n\nSecond paragraph grows'} />);
    expect(container.querySelector('p')).toBe(first);
    expect(container.querySelector('p')!.firstChild).toBe(firstText);
    expect(container.querySelectorAll('p')[1].textContent).toBe('Second paragraph grows');
  });
});
