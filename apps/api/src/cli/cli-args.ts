import { parseArgs } from 'node:util';
import { PLAN_NAMES, type PlanName } from '../plans/plan.types.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: npm run pagewise -- <command> [options]

Commands:
  org:create --name NAME --plan free|pro|enterprise [--email EMAIL]   create an organization; prints its admin key once
  org:plan   --org ID --plan free|pro|enterprise                      change an organization's plan
  org:list                                                            list organizations
  org:limits --org ID --set JSON | --clear                            Enterprise custom limits, e.g.
             --set '{"requestsPerMinute": 600, "queriesPerDay": null, "adminKeyPerMinute": 100}'  (null = no cap)
  org:ocr    --org ID [--on | --off] [--languages eng,hin,mar,tam | all]
                                                                      scanned pages (OCR): on or off, and the languages
                                                                      the organization's documents are in (within its plan)
  keys:rotate-admin --org ID                                          revoke the admin key and print a new one once
  doc:reprocess --doc ID | --org ID --failed                          process failed documents again from their stored files
  db:migrate                                                          bring the database's schema up to date, then exit
Options:
  --json    print machine-readable JSON

The CLI opens the same database as the API: with the embedded database (no DATABASE_URL), stop the API first.`;

export interface CliArgs {
  command: string;
  name?: string;
  plan?: PlanName;
  email?: string;
  org?: string;
  set?: string;
  clear?: boolean;
  doc?: string;
  failed?: boolean;
  on?: boolean;
  off?: boolean;
  languages?: string;
  json: boolean;
}

export function parseCliArgs(argv: string[]): CliArgs {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      plan: { type: 'string' },
      email: { type: 'string' },
      org: { type: 'string' },
      set: { type: 'string' },
      clear: { type: 'boolean', default: false },
      doc: { type: 'string' },
      failed: { type: 'boolean', default: false },
      on: { type: 'boolean', default: false },
      off: { type: 'boolean', default: false },
      languages: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (!command || values.help) throw new UsageError(USAGE);
  if (values.plan !== undefined && !PLAN_NAMES.includes(values.plan as PlanName)) {
    throw new UsageError(`--plan must be one of ${PLAN_NAMES.join(', ')} (got "${values.plan}").`);
  }
  return { command, ...values, plan: values.plan as PlanName | undefined, json: Boolean(values.json) };
}

export function required<T>(value: T | undefined, flag: string, command: string): T {
  if (value === undefined || value === '') throw new UsageError(`${command} needs ${flag}.`);
  return value;
}
