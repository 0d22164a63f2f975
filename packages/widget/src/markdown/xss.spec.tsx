import { render } from '@testing-library/preact';
import { Markdown } from './markdown';

/** Payloads that break naive markdown renderers; each must reach the page as text or a safe link. */
const corpus = [
  '<script>window.pwned = 1</script>',
  '<img src=x onerror="window.pwned = 1">',
  '<svg onload="window.pwned = 1"></svg>',
  '<a href="javascript:window.pwned = 1">click</a>',
  '[click](javascript:window.pwned=1)',
  '[click](JaVaScRiPt:window.pwned=1)',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click](  javascript:alert(1))',
  '[x](https://ok.example/"onmouseover="window.pwned=1)',
  '![tracker](https://evil.example/pixel.png)',
  '**<iframe src="https://evil.example"></iframe>**',
  '`<style>*{display:none}</style>`',
  '- <object data="x"></object>\n- <embed src="x">',
  '<form action="https://evil.example"><input name=a></form>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

const ALLOWED = new Set(['P', 'STRONG', 'EM', 'CODE', 'PRE', 'UL', 'OL', 'LI', 'A', 'SMALL']);

describe('markdown allow-list', () => {
  // With links clickable (the owner's choice) as much as without.
  it.each(corpus.flatMap((payload) => [[payload, true], [payload, false]]))('renders %j without executable markup (links clickable: %s)', (payload, links) => {
    const { container } = render(<Markdown text={payload as string} links={links as boolean} />);
    for (const el of container.querySelectorAll('*')) {
      expect(ALLOWED.has(el.tagName)).toBe(true);
      for (const attr of el.getAttributeNames()) expect(['href', 'target', 'rel', 'start']).toContain(attr);
    }
    for (const a of container.querySelectorAll('a')) {
      expect(a.protocol).toMatch(/^(https?|mailto):$/);
      expect(a.rel).toBe('noopener noreferrer nofollow');
    }
    expect(container.querySelector('img, script, iframe, svg, style')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows raw HTML as the visitor-readable text it is', () => {
    const { container } = render(<Markdown text={'<b>bold?</b>'} />);
    expect(container.textContent).toBe('<b>bold?</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('reduces images to their description', () => {
    const { container } = render(<Markdown text={'![Org chart](https://cdn.example/chart.png)'} />);
    expect(container.innerHTML).toBe('<p>Org chart</p>');
  });
});
