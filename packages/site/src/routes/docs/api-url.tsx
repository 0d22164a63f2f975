import { useEffect, useState } from 'react';
import { runtimeConfig } from '../../runtime-config';

/** The address the samples are written with (scripts/docs/mdx.mjs marks it in every code block). */
export const SAMPLE_API_URL = 'http://localhost:8000';

/**
 * The API address this deployment is configured with (/config.js). The page rendered ahead of time knows no
 * deployment, so the first render shows the sample address and the configured one replaces it after hydration.
 */
export function useApiUrl() {
  const [url, setUrl] = useState(SAMPLE_API_URL);
  useEffect(() => setUrl(runtimeConfig().apiUrl), []);
  return url;
}

export function ApiUrl() {
  return <>{useApiUrl()}</>;
}
