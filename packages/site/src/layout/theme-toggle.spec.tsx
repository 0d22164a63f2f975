import { THEME_STORAGE_KEY, ThemeProvider, themeScript, ThemeToggle } from '@pagewise/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const html = document.documentElement;
const systemPrefersDark = (dark: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
};
const renderToggle = () =>
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
const pressed = () => screen.getAllByRole('button').find((b) => b.getAttribute('aria-pressed') === 'true')?.getAttribute('aria-label');

describe('the theme: light, dark or system, kept under "pagewise-theme"', () => {
  beforeEach(() => {
    localStorage.clear();
    html.className = '';
    systemPrefersDark(false);
  });

  it('follows the system by default', () => {
    systemPrefersDark(true);
    renderToggle();
    expect(THEME_STORAGE_KEY).toBe('pagewise-theme');
    expect(pressed()).toBe('System theme');
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('stores the choice and applies it at once', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(localStorage.getItem('pagewise-theme')).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.style.colorScheme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(localStorage.getItem('pagewise-theme')).toBe('light');
    expect(html.classList.contains('dark')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'System theme' }));
    expect(localStorage.getItem('pagewise-theme')).toBe('system');
  });

  it('reads the stored choice on the next visit', () => {
    localStorage.setItem('pagewise-theme', 'dark');
    renderToggle();
    expect(pressed()).toBe('Dark theme');
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('treats an unknown stored value as system', () => {
    localStorage.setItem('pagewise-theme', 'purple');
    renderToggle();
    expect(pressed()).toBe('System theme');
  });

  it('has a head script that applies the stored theme before the app runs', () => {
    localStorage.setItem('pagewise-theme', 'dark');
    new Function(themeScript)();
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.dataset.theme).toBe('dark');
    localStorage.setItem('pagewise-theme', 'system');
    new Function(themeScript)();
    expect(html.classList.contains('dark')).toBe(false);
  });
});
