import type { WidgetSettings, WidgetSettingsUpdateParams } from '@pagewise/sdk';
import { queryOptions } from '@tanstack/react-query';
import { api, sessionClient } from '../../lib/api';
import { keys } from '../../lib/queries';
import { runtimeConfig } from '../../runtime-config';

export type { WidgetSettings };

/** GET /v1/widget/settings: the organization's widget look (docs/widget.md). */
export const widgetSettingsQuery = () => queryOptions({ queryKey: keys.widgetSettings, queryFn: ({ signal }) => api().widget.settings.get({ signal }) });

/** PATCH /v1/widget/settings: only the fields given change. */
export const saveWidgetSettings = (change: WidgetSettingsUpdateParams) => api().widget.settings.update(change);

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
