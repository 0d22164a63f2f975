import { render } from '@testing-library/preact';
import { Markdown } from './markdown';
import { parseBlocks } from './parse-blocks';

const html = (text: string, links?: boolean) => render(<Markdown text={text} links={links} />).container.innerHTML;

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

  it('shows where each link leads, and leaves links unclickable unless the owner allows them', () => {
    const text = 'See [the **guide**](https://docs.example.com/guide) or [mail](mailto:help@example.com).';
    expect(html(text)).toBe('<p>See the <strong>guide</strong><small> (docs.example.com)</small> or mail<small> (help@example.com)</small>.</p>');
    expect(html(text, true)).toBe(
      '<p>See <a href="https://docs.example.com/guide" target="_blank" rel="noopener noreferrer nofollow">the <strong>guide</strong></a>' +
        '<small> (docs.example.com)</small> or <a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer nofollow">mail</a>' +
        '<small> (help@example.com)</small>.</p>',
    );
  });

  it('names the real host of a link whose words name another', () => {
    expect(html('[https://bank.example](https://bank.example.evil.test/login)', true)).toContain('<small> (bank.example.evil.test)</small>');
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
