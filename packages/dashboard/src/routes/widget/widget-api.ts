import { queryOptions } from '@tanstack/react-query';
import { sessionClient } from '../../lib/api';
import { keys } from '../../lib/queries';
import { runtimeConfig } from '../../runtime-config';

/** GET/PATCH /v1/widget/settings: the organization's widget look (docs/widget.md). */
export interface WidgetSettings {
  title: string;
  greeting: string;
  accent_color: string;
  theme: 'light' | 'dark' | 'auto';
  position: 'bottom-right' | 'bottom-left';
  hide_badge: boolean;
  /** Whether the plan lets the badge be hidden. */
  badge_removable: boolean;
}

export const widgetSettingsQuery = () =>
  queryOptions({ queryKey: keys.widgetSettings, queryFn: ({ signal }) => sessionClient().request<WidgetSettings>('/v1/widget/settings', { signal }) });

export const saveWidgetSettings = (change: Partial<Omit<WidgetSettings, 'badge_removable'>>) =>
  sessionClient().request<WidgetSettings>('/v1/widget/settings', { method: 'PATCH', body: change });

/** GET /widget.js.integrity: the SRI hash of the widget build this API serves. */
export const widgetIntegrityQuery = () =>
  queryOptions({
    queryKey: keys.widgetIntegrity,
    queryFn: ({ signal }) => sessionClient().request<{ integrity: string; bytes: number }>('/widget.js.integrity', { signal, credentials: 'omit' }),
    staleTime: 5 * 60_000,
  });

/** The one line a site pastes, pinned to this build by its hash. */
export function scriptTag({ key, integrity }: { key: string; integrity: string | null }): string {
  const src = `${runtimeConfig().apiUrl}/widget.js`;
  const pin = integrity ? ` integrity="${integrity}" crossorigin="anonymous"` : '';
  return `<script src="${src}" data-api-key="${key}"${pin} async></script>`;
}
