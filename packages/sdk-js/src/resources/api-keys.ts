import type { RequestOptions } from '../core/request.js';
import type { ApiKey, ApiKeyCreateParams, ApiKeyRevokeResponse, ApiKeyWithSecret } from '../types.js';
import type { Send } from './resource.js';

export class ApiKeys {
  constructor(private readonly request: Send) {}

  /** Needs `apikeys:create` (admin keys). The plaintext `key` is in this response only. */
  create(params: ApiKeyCreateParams, opts?: RequestOptions): Promise<ApiKeyWithSecret> {
    return this.request({ method: 'POST', path: '/v1/apikeys', body: params }, opts);
  }

  list(opts?: RequestOptions): Promise<ApiKey[]> {
    return this.request({ method: 'GET', path: '/v1/apikeys' }, opts);
  }

  /** Needs `apikeys:revoke`. The key stops working at once. */
  revoke(keyId: string, opts?: RequestOptions): Promise<ApiKeyRevokeResponse> {
    return this.request({ method: 'POST', path: '/v1/apikeys/revoke', body: { key_id: keyId } }, opts);
  }
}
