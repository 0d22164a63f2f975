import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { HeroIndicator } from './hero-indicator';

const active = () => screen.getByTestId('hero-indicator').dataset.active;

describe('the hero indicator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });
  const originalMatchMedia = window.matchMedia;

  it('moves on every 2.5 s and wraps around', () => {
    render(<HeroIndicator phrases={['a', 'b', 'c']} />);
    expect(active()).toBe('0');
    act(() => jest.advanceTimersByTime(2499));
    expect(active()).toBe('0');
    act(() => jest.advanceTimersByTime(1));
    expect(active()).toBe('1');
    act(() => jest.advanceTimersByTime(5000));
    expect(active()).toBe('0');
  });

  it('still changes when the visitor asks for reduced motion', () => {
    window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    render(<HeroIndicator phrases={['a', 'b']} />);
    act(() => jest.advanceTimersByTime(2500));
    expect(active()).toBe('1');
  });

  it('is hidden from screen readers (it is decoration)', () => {
    render(<HeroIndicator phrases={['a', 'b']} />);
    expect(screen.getByTestId('hero-indicator').getAttribute('aria-hidden')).toBe('true');
  });
});
