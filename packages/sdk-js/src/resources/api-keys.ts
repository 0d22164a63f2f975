import type { RequestOptions } from '../core/request.js';
import type { ApiKey, ApiKeyCreateParams, ApiKeyCreateResponse, ApiKeyRevokeParams, ApiKeyRevokeResponse } from '../types.js';
import type { Send } from './resource.js';

export class ApiKeys {
  constructor(private readonly request: Send) {}

  /** Needs `apikeys:create` (admin keys). The plaintext `key` is in this response only. */
  create(params: ApiKeyCreateParams, opts?: RequestOptions): Promise<ApiKeyCreateResponse> {
    return this.request({ method: 'POST', path: '/v1/apikeys', body: params }, opts);
  }

  /** The organization's keys, never their secrets. */
  list(opts?: RequestOptions): Promise<ApiKey[]> {
    return this.request({ method: 'GET', path: '/v1/apikeys' }, opts);
  }

  /** Needs `apikeys:revoke`. The key stops working at once. */
  revoke(keyId: string, opts?: RequestOptions): Promise<ApiKeyRevokeResponse> {
    const body: ApiKeyRevokeParams = { key_id: keyId };
    return this.request({ method: 'POST', path: '/v1/apikeys/revoke', body }, opts);
  }
}
