import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useShortcutHint, useSearchShortcut } from './use-search-shortcut';

function Probe({ onFocus }: { onFocus: () => void }) {
  useSearchShortcut(onFocus);
  return (
    <>
      <kbd>{useShortcutHint()}</kbd>
      <textarea aria-label="Body" />
    </>
  );
}

const setPlatform = (platform: string) => Object.defineProperty(navigator, 'platform', { value: platform, configurable: true });

describe('the search shortcut', () => {
  afterEach(() => setPlatform(''));

  it('is Cmd+K on macOS, and / anywhere but in a field', () => {
    setPlatform('MacIntel');
    const onFocus = jest.fn();
    render(<Probe onFocus={onFocus} />);
    expect(screen.getByText('⌘K')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(onFocus).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    fireEvent.keyDown(window, { key: '/' });
    expect(onFocus).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByLabelText('Body'), { key: '/' });
    expect(onFocus).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByLabelText('Body'), { key: 'K', metaKey: true });
    expect(onFocus).toHaveBeenCalledTimes(3);
  });

  it('is Ctrl+K elsewhere', () => {
    setPlatform('Linux x86_64');
    const onFocus = jest.fn();
    render(<Probe onFocus={onFocus} />);
    expect(screen.getByText('Ctrl K')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    expect(onFocus).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
