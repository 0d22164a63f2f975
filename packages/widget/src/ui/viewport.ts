/**
 * On phones the panel fills the screen. When the on-screen keyboard opens, only the visual viewport
 * shrinks, so we size the panel to it; otherwise the question box would hide behind the keyboard.
 */
export function trackViewport(host: HTMLElement): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  const update = () => {
    host.style.setProperty('--pw-viewport-height', `${viewport.height}px`);
    host.style.setProperty('--pw-viewport-top', `${viewport.offsetTop}px`);
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
  };
}
