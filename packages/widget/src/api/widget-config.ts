import { readFailure, type WidgetConfig } from '@pagewise/protocol';

/** GET /v1/widget/config: the organization's title, greeting, colour, theme and whether the badge must show. */
export async function fetchWidgetConfig(apiUrl: string, apiKey: string, signal?: AbortSignal): Promise<WidgetConfig> {
  const res = await fetch(`${apiUrl}/v1/widget/config`, {
    headers: { Authorization: `Bearer ${apiKey}` },
    signal,
  });
  if (!res.ok) throw await readFailure(res);
  return res.json();
}
