import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReprocessingService } from '../documents/reprocessing.service.js';
import { ApiKeysService } from '../keys/api-keys.service.js';
import { LimitsService } from '../limits/limits.service.js';
import { type OcrSetting, OcrSettingsService } from '../ocr/ocr-settings.service.js';
import type { OcrLanguageCode } from '../rag/ocr/ocr-languages.js';
import { OrganizationsService } from '../organizations/organizations.service.js';
import { ProvisioningService } from '../organizations/provisioning.service.js';
import { type CliArgs, required, UsageError, USAGE } from './cli-args.js';

type Print = (text: string) => void;

/** Each operator command: reads its flags, calls the same services the API uses, prints a result. */
export async function runCommand(app: INestApplicationContext, args: CliArgs, print: Print): Promise<void> {
  const organizations = app.get(OrganizationsService);
  switch (args.command) {
    case 'org:create': {
      const name = required(args.name, '--name', args.command);
      const plan = required(args.plan, '--plan', args.command);
      const { organization, adminKey } = await app
        .get(ProvisioningService)
        .provision({ name, plan, email: args.email ?? null }, { adminKeyShown: true });
      if (args.json) return print(JSON.stringify({ organization: summary(organization), admin_key: adminKey }));
      print(`Created organization ${organization.id} (${organization.name}, plan ${organization.plan}).`);
      if (adminKey) print(`Admin key (shown once, store it now): ${adminKey}`);
      return;
    }
    case 'org:plan': {
      const id = required(args.org, '--org', args.command);
      const plan = required(args.plan, '--plan', args.command);
      const organization = await organizations.setPlan(id, plan);
      if (args.json) return print(JSON.stringify({ organization: summary(organization) }));
      return print(`Organization ${organization.id} is now on the ${organization.plan} plan.`);
    }
    case 'org:list': {
      const all = await organizations.list();
      if (args.json) return print(JSON.stringify({ organizations: all.map(summary) }));
      if (all.length === 0) return print('No organizations yet. Create one with org:create.');
      for (const o of all) print(`${o.id}  ${o.plan.padEnd(10)}  ${o.name}${o.email ? `  <${o.email}>` : ''}`);
      return;
    }
    case 'org:limits': {
      const id = required(args.org, '--org', args.command);
      if (!args.clear && args.set === undefined) throw new UsageError('org:limits needs --set JSON or --clear.');
      const organization = await app.get(LimitsService).setLimitOverrides(id, args.clear ? null : parseJsonObject(args.set!));
      if (args.json) return print(JSON.stringify({ organization: summary(organization), limit_overrides: organization.limitOverrides }));
      return print(
        organization.limitOverrides
          ? `Organization ${organization.id} now has custom limits: ${JSON.stringify(organization.limitOverrides)}`
          : `Organization ${organization.id} is back on its plan's limits.`,
      );
    }
    case 'org:ocr': {
      const id = required(args.org, '--org', args.command);
      if (args.on && args.off) throw new UsageError('org:ocr takes --on or --off, not both.');
      const settings = app.get(OcrSettingsService);
      const change: Partial<OcrSetting> = {};
      if (args.on || args.off) change.enabled = Boolean(args.on);
      if (args.languages !== undefined) change.languages = args.languages === 'all' ? null : (args.languages.split(',').map((l) => l.trim()) as OcrLanguageCode[]);
      const ocr = Object.keys(change).length ? await settings.set(id, change) : await settings.effective(id);
      if (args.json) return print(JSON.stringify({ organization_id: id, ocr }));
      if (!ocr.reading) return print(`Scanned pages of ${id} are not read (OCR is off${ocr.enabled ? ' on this server' : ''}).`);
      return print(`Scanned pages of ${id} are read in ${ocr.reading.languages.join(', ')}, up to ${ocr.reading.maxPages} per document.`);
    }
    case 'keys:rotate-admin': {
      const organization = await organizations.get(required(args.org, '--org', args.command));
      const { apiKey, key } = await app.get(ApiKeysService).rotateAdminKey(organization);
      if (args.json) return print(JSON.stringify({ api_key: apiKey, key }));
      print(`The previous admin key of ${organization.id} is revoked.`);
      return print(`New admin key (shown once, store it now): ${key}`);
    }
    case 'doc:reprocess': {
      const reprocessing = app.get(ReprocessingService);
      let ids: string[];
      if (args.doc !== undefined) ids = [(await reprocessing.reprocessById(required(args.doc, '--doc', args.command))).id];
      else if (args.failed) ids = await reprocessing.reprocessFailed((await organizations.get(required(args.org, '--org', args.command))).id);
      else throw new UsageError('doc:reprocess needs --doc ID, or --org ID --failed.');
      if (args.json) return print(JSON.stringify({ documents: ids.map((id) => ({ id, status: 'processing' })) }));
      if (ids.length === 0) return print(`Organization ${args.org} has no failed documents.`);
      for (const id of ids) print(`Document ${id} is processing again.`);
      return print('A running API picks the work up within its poll interval (INGESTION_POLL_MS).');
    }
    case 'db:migrate': {
      // Connecting applied every pending migration, under the advisory lock API processes take too.
      const [{ n }] = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM migrations`);
      if (args.json) return print(JSON.stringify({ migrations: n }));
      return print(`The database schema is up to date (${n} migrations applied).`);
    }
    default:
      throw new UsageError(`Unknown command "${args.command}".\n\n${USAGE}`);
  }
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // fall through to the usage error
  }
  throw new UsageError(`--set must be a JSON object such as '{"requestsPerMinute": 600}' (got ${text}).`);
}

function summary(o: { id: string; name: string; plan: string; email: string | null; createdAt: Date }) {
  return { id: o.id, name: o.name, plan: o.plan, email: o.email, created_at: o.createdAt.toISOString() };
}
