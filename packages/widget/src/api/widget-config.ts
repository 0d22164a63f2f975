import type { WidgetConfig } from '@pagewise/protocol';
import { call } from './call';

/** GET /v1/widget/config: the organization's title, greeting, colour, theme and whether the badge must show. */
export const fetchWidgetConfig = (to: { apiUrl: string; apiKey: string }, signal?: AbortSignal): Promise<WidgetConfig> =>
  call(to, '/v1/widget/config', { signal }).then((res) => res.json());
