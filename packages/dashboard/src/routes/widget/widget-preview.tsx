import { useEffect, useId, useRef } from 'react';
import { runtimeConfig } from '../../runtime-config';
import type { WidgetSettings } from './widget-api';

/**
 * The real widget (widget.js from the API) inside this page, drawn in a box instead of a corner, with the
 * settings as they are in the form (saved or not). It is mounted again, from the cached script, when they change.
 */
export function WidgetPreview({ apiKey, integrity, settings }: { apiKey: string; integrity: string | null; settings: Omit<WidgetSettings, 'badge_removable' | 'hide_badge'> }) {
  const box = useRef<HTMLDivElement>(null);
  const targetId = `widget-preview-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const { title, greeting, accent_color, theme, position } = settings;

  useEffect(() => {
    const timer = setTimeout(() => {
      const script = document.createElement('script');
      script.src = `${runtimeConfig().apiUrl}/widget.js`;
      script.async = true;
      if (integrity) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      Object.assign(script.dataset, { apiKey, target: `#${targetId}`, title, greeting, accentColor: accent_color, theme, position });
      document.body.appendChild(script);
      cleanup = () => {
        script.remove();
        box.current?.replaceChildren();
      };
    }, 300);
    let cleanup = () => {};
    return () => {
      clearTimeout(timer);
      cleanup();
    };
  }, [apiKey, integrity, targetId, title, greeting, accent_color, theme, position]);

  return <div id={targetId} ref={box} data-testid="widget-preview" className="h-[520px] overflow-hidden rounded-card border border-border" />;
}
