import type { RequestOptions } from '../core/request.js';
import type { ApiKey, ApiKeyCreateParams, ApiKeyCreateResponse, ApiKeyRevokeParams, ApiKeyRevokeResponse, CurrentCaller } from '../types.js';
import type { Send } from './resource.js';

export class ApiKeys {
  constructor(private readonly request: Send) {}

  /** Needs `apikeys:create` (admin keys). The plaintext `key` is in this response only. */
  create(params: ApiKeyCreateParams, opts?: RequestOptions): Promise<ApiKeyCreateResponse> {
    return this.request({ method: 'POST', path: '/v1/apikeys', body: params }, opts);
  }

  /**
   * Admin key or dashboard session only. Issues a new admin key and revokes the current one at once; the
   * plaintext `key` is in this response only. On a client built with the old admin key, calls then fail with
   * AuthenticationError: build a new client with the new key.
   */
  regenerateAdmin(opts?: RequestOptions): Promise<ApiKeyCreateResponse> {
    return this.request({ method: 'POST', path: '/v1/apikeys/admin/regenerate' }, opts);
  }

  /** The key this client calls with: its type, scopes, organization and plan. Any key may ask. */
  current(opts?: RequestOptions): Promise<CurrentCaller> {
    return this.request({ method: 'GET', path: '/v1/apikeys/current' }, opts);
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
