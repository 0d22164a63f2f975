import { jest } from '@jest/globals';
import { readAttributes } from './read-attributes';

const tag = (attrs: Record<string, string>) => {
  const script = document.createElement('script');
  script.src = 'https://api.pagewise.example/widget.js';
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  return script;
};

describe('readAttributes', () => {
  it('takes the API origin from where the script came from and reads every option', () => {
    document.body.innerHTML = '<div id="help"></div>';
    const options = readAttributes(
      tag({
        'data-api-key': 'pw_pk_abc',
        'data-title': 'Help',
        'data-greeting': 'Hi there',
        'data-position': 'bottom-left',
        'data-theme': 'dark',
        'data-accent-color': '#0f766e',
        'data-open': '',
        'data-target': '#help',
        'data-lang': 'ta',
      }),
    );
    expect(options).toEqual({
      apiKey: 'pw_pk_abc',
      apiUrl: 'https://api.pagewise.example',
      title: 'Help',
      greeting: 'Hi there',
      position: 'bottom-left',
      theme: 'dark',
      accentColor: '#0f766e',
      openOnLoad: true,
      lang: 'ta',
      target: document.getElementById('help'),
    });
  });

  it('ignores values that are not on the list, and honours data-api-url', () => {
    const options = readAttributes(
      tag({ 'data-api-key': 'pw_pk_abc', 'data-api-url': 'https://chat.example.com/', 'data-theme': 'neon', 'data-accent-color': 'red;background:url(x)', 'data-open': 'false' }),
    )!;
    expect(options.apiUrl).toBe('https://chat.example.com');
    expect(options.theme).toBeUndefined();
    expect(options.accentColor).toBeUndefined();
    expect(options.openOnLoad).toBe(false);
    expect(options.position).toBeUndefined(); // the organization's setting (or bottom-right) applies
  });

  it('explains a missing key in the console and mounts nothing', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readAttributes(tag({}))).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('data-api-key'));
    log.mockRestore();
  });
});
