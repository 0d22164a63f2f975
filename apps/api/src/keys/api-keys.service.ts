import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, type Repository } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Organization } from '../organizations/organization.entity.js';
import { PlansService } from '../plans/plans.service.js';
import type { ApiKeyContext } from './api-key-context.js';
import { ApiKey, type ApiKeyKind, statusOf } from './api-key.entity.js';
import { AdminKeyAlreadyRotatedError, AdminKeyAlreadyShownError, AdminKeyProtectedError } from './api-key-errors.js';
import { returning } from '../database/returning.js';
import { generateKey, hashKey, prefixOf } from './api-key-secret.js';
import { assertRoomForSecretKey, checkNewKey } from './key-rules.js';
import { type ApiKeyView, toView } from './api-key.view.js';
import { SCOPES, type Scope } from './scopes.js';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.js';

/** Holds the organization's row until the transaction ends: its key changes then happen one after another. */
async function lockOrganization(tx: EntityManager, organizationId: string): Promise<void> {
  await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
}

export interface NewApiKey {
  name: string;
  scopes?: Scope[];
  expiresInDays?: number;
  type?: 'secret' | 'publishable';
  allowedOrigins?: string[];
}

export interface CreatedApiKey {
  apiKey: ApiKeyView;
  /** The plaintext, returned once and never stored. */
  key: string;
}

/** Creating, listing, revoking and rotating an organization's keys. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly plans: PlansService,
  ) {}

  /** POST /v1/apikeys. Only admin keys hold apikeys:create, so only they get here. */
  async create(caller: ApiKeyContext, input: NewApiKey): Promise<CreatedApiKey> {
    const organization = caller.organization;
    const publishable = input.type === 'publishable';
    const { scopes, allowedOrigins } = checkNewKey(input, publishable);
    const kind: ApiKeyKind = publishable ? 'publishable' : 'scoped';
    const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null;
    const fields = { name: input.name, kind, scopes, expiresAt, allowedOrigins };
    if (publishable) return this.insert(this.keys.manager, organization.id, fields);
    return this.keys.manager.transaction(async (tx) => {
      // One organization's new keys one at a time (as documents and webhook endpoints), so that requests made at
      // once cannot each count the same free place under the plan's cap.
      await lockOrganization(tx, organization.id);
      assertRoomForSecretKey(this.plans, organization, await this.countActiveSecretKeys(tx, organization.id));
      return this.insert(tx, organization.id, fields);
    });
  }

  /**
   * The key every organization starts with: all scopes, no expiry. Used by provisioning and rotation. `shown`:
   * whether the caller shows the plaintext to anyone (the CLI prints it; signup does not).
   */
  createAdminKey(organization: Organization, manager: EntityManager = this.keys.manager, { shown = true } = {}): Promise<CreatedApiKey> {
    return this.insert(manager, organization.id, { name: 'Admin key', kind: 'admin', scopes: [...SCOPES], expiresAt: null, allowedOrigins: [], secretShown: shown });
  }

  /**
   * The dashboard's one showing of the admin key made at signup, whose plaintext nobody has seen (only its HMAC
   * is stored). The key keeps its id and gets a new secret, returned here once; a second call finds no unseen
   * key and is refused, also when two calls race (one UPDATE decides). Afterwards only regeneration gives a key.
   */
  async revealAdminKey(organizationId: string): Promise<CreatedApiKey> {
    const plaintext = generateKey('secret');
    const [row] = await returning<{ id: string }>(
      this.keys.manager,
      `UPDATE api_keys SET key_hash = $2, key_prefix = $3, secret_shown = true
        WHERE organization_id = $1 AND kind = 'admin' AND revoked_at IS NULL AND NOT secret_shown RETURNING id`,
      [organizationId, hashKey(this.config.keys.pepper.reveal(), plaintext), prefixOf(plaintext)],
    );
    if (!row) throw new AdminKeyAlreadyShownError();
    return { apiKey: toView(await this.keys.findOneByOrFail({ id: row.id })), key: plaintext };
  }

  /** Whether the organization's live admin key still waits for its one showing on the dashboard. */
  async adminKeyUnseen(organizationId: string): Promise<boolean> {
    return this.keys.existsBy({ organizationId, kind: 'admin', revokedAt: IsNull(), secretShown: false });
  }

  /**
   * Operator CLI and POST /v1/apikeys/admin/regenerate: revokes the current admin key and issues a new one, in one
   * transaction. The old one fails on its next call, on every API process (keys/key-change-listener.ts).
   *
   * `expected` is the admin key the caller knows (the one it calls with; for a dashboard session, the one that
   * was current when the request came): one organization's rotations happen one at a time, and a rotation that
   * finds another one already replaced that key is refused with 409, so that every key answered 201 works.
   */
  rotateAdminKey(organization: Organization, expected?: string | null): Promise<CreatedApiKey> {
    return this.keys.manager.transaction(async (manager) => {
      await lockOrganization(manager, organization.id);
      if (expected !== undefined) {
        const current = await manager.findOne(ApiKey, { where: { organizationId: organization.id, kind: 'admin', revokedAt: IsNull() }, select: { id: true } });
        if (current?.id !== expected) throw new AdminKeyAlreadyRotatedError();
      }
      await manager.update(ApiKey, { organizationId: organization.id, kind: 'admin', revokedAt: IsNull() }, { revokedAt: new Date() });
      return this.createAdminKey(organization, manager);
    });
  }

  /** POST /v1/apikeys/admin/regenerate, by the admin key itself or by a dashboard session. */
  async regenerateAdminKey(caller: ApiKeyContext): Promise<CreatedApiKey> {
    const expected = caller.keyId ?? (await this.keys.findOne({ where: { organizationId: caller.organization.id, kind: 'admin', revokedAt: IsNull() }, select: { id: true } }))?.id ?? null;
    return this.rotateAdminKey(caller.organization, expected);
  }

  async list(caller: ApiKeyContext): Promise<ApiKeyView[]> {
    const keys = await this.keys.find({ where: { organizationId: caller.organization.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    return keys.map(toView);
  }

  /** Takes effect on the next request on every API process (keys/key-change-listener.ts). Revoking twice is harmless. */
  async revoke(caller: ApiKeyContext, keyId: string): Promise<{ message: string; key_id: string }> {
    const key = await this.keys.findOneBy({ id: keyId, organizationId: caller.organization.id });
    if (!key) throw new NotFoundError('API key');
    if (key.kind === 'admin') throw new AdminKeyProtectedError();
    if (!key.revokedAt) {
      await this.keys.manager.transaction(async (tx) => {
        const revokedAt = new Date();
        const result = await tx.update(ApiKey, { id: key.id, revokedAt: IsNull() }, { revokedAt });
        // api_key.revoked, written with the revocation (docs/webhooks.md).
        if (result.affected) await emitWebhookEvent(tx, key.organizationId, 'api_key.revoked', toView({ ...key, revokedAt }));
      });
    }
    return { message: 'API key revoked', key_id: key.id };
  }

  private async countActiveSecretKeys(tx: EntityManager, organizationId: string): Promise<number> {
    const keys = await tx.find(ApiKey, { where: { organizationId, revokedAt: IsNull() }, select: { id: true, kind: true, expiresAt: true, revokedAt: true } });
    return keys.filter((k) => k.kind !== 'publishable' && statusOf(k) === 'active').length;
  }

  private async insert(
    manager: EntityManager,
    organizationId: string,
    fields: Pick<ApiKey, 'name' | 'kind' | 'scopes' | 'expiresAt' | 'allowedOrigins'> & Partial<Pick<ApiKey, 'secretShown'>>,
  ): Promise<CreatedApiKey> {
    const plaintext = generateKey(fields.kind === 'publishable' ? 'publishable' : 'secret');
    const entity = manager.create(ApiKey, {
      ...fields,
      organizationId,
      keyHash: hashKey(this.config.keys.pepper.reveal(), plaintext),
      keyPrefix: prefixOf(plaintext),
      // A publishable key is public by design (it sits in web pages); a secret key's text is never kept.
      publishableKey: fields.kind === 'publishable' ? plaintext : null,
      revokedAt: null,
      lastUsedAt: null,
      usageCount: 0,
    });
    const saved = await manager.save(ApiKey, entity);
    return { apiKey: toView(saved), key: plaintext };
  }
}
