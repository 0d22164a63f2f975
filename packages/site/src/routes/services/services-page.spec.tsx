import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../test/support/render';
import ServicesPage from './services-page';
import { toolUrl } from './tools';

const LAUNCH = Date.parse('2025-09-11T00:00:00Z');
const unit = (name: string) => screen.getByTestId(`countdown-${name}`).textContent;

describe('the services page', () => {
  afterEach(() => jest.useRealTimers());

  it('before 2025-09-11T00:00:00Z counts down every second and offers the waitlist', () => {
    jest.useFakeTimers({ now: LAUNCH - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000) });
    renderScreen(<ServicesPage />, { path: '/services' });
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['02', '03', '04', '05']);
    act(() => jest.advanceTimersByTime(1000));
    expect(unit('seconds')).toBe('04');
    act(() => jest.advanceTimersByTime(5000));
    expect([unit('minutes'), unit('seconds')]).toEqual(['03', '59']);
    expect(screen.getByRole('link', { name: 'Join the Waitlist' }).getAttribute('href')).toBe('/contact#contact-form');
    expect(screen.queryByRole('tab', { name: 'Core Tools' })).toBeNull();
  });

  it('switches to the catalogue at the launch instant, without a reload', () => {
    jest.useFakeTimers({ now: LAUNCH - 2000 });
    renderScreen(<ServicesPage />, { path: '/services' });
    expect(unit('seconds')).toBe('02');
    act(() => jest.advanceTimersByTime(1000));
    expect(unit('seconds')).toBe('01');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByTestId('countdown-seconds')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Core Tools' })).toBeTruthy();
  });

  it('after the launch shows the core and advanced tools: Try Now on their subdomains, Notify Me for those coming soon', () => {
    jest.useFakeTimers({ now: LAUNCH + 1 });
    renderScreen(<ServicesPage />, { path: '/services' });
    const tools = screen.getByRole('tablist', { name: 'Tool groups' });
    const panelOf = (name: string) => document.getElementById(within(tools).getByRole('tab', { name }).getAttribute('aria-controls')!)!;
    const core = panelOf('Core Tools');
    expect(within(core).getByRole('link', { name: 'Try Now: Intelligent Chatbot' }).getAttribute('href')).toBe('https://intelligent-chatbot.pagewise.ai');
    expect(within(core).getByRole('link', { name: 'Try Now: AI Document Generator' }).getAttribute('href')).toBe('https://ai-document-generator.pagewise.ai');
    expect(within(core).getByRole('link', { name: 'Notify Me about Team Collaboration' }).getAttribute('href')).toBe('/contact');
    expect(within(core).getAllByRole('listitem').length).toBeGreaterThan(4);

    // Moving focus onto a tab selects it (what the arrow keys do).
    act(() => within(tools).getByRole('tab', { name: 'Advanced Tools' }).focus());
    const advanced = panelOf('Advanced Tools');
    expect(advanced.dataset.state).toBe('active');
    expect(within(advanced).getByRole('link', { name: 'Try Now: Custom AI Models' }).getAttribute('href')).toBe('https://custom-ai-models.pagewise.ai');
    expect(within(advanced).getByRole('link', { name: 'Notify Me about Design Studio' })).toBeTruthy();
    expect(within(advanced).getByRole('link', { name: 'Notify Me about Advanced Analytics' })).toBeTruthy();
  });

  it('has the hero buttons, the four pillars and both feature tabs of six', () => {
    renderScreen(<ServicesPage />, { path: '/services' });
    for (const name of ["Let's Build Together", 'See Our Work']) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/contact');
    for (const pillar of ['End-to-End Expertise', 'Industry Understanding', 'Enterprise Standards', 'Future-Ready Solutions']) {
      expect(screen.getByRole('heading', { name: pillar })).toBeTruthy();
    }
    const overview = screen.getByRole('tablist', { name: 'Capability groups' });
    expect(within(overview).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Core Capabilities', 'Advanced Abilities']);
    const panel = document.getElementById(within(overview).getAllByRole('tab')[0].getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'AI Strategy & Consulting',
      'Custom AI Solutions',
      'Systems Integration',
      'Secure Cloud Infrastructure',
      'Data Engineering & Management',
      'Custom Websites & Web Apps',
    ]);
  });

  it('names each tool subdomain after the tool, on the configured domain', () => {
    expect(toolUrl({ name: 'Enterprise Security Suite' }, 'example.com')).toBe('https://enterprise-security-suite.example.com');
  });
});
