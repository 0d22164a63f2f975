import type { INestApplicationContext } from '@nestjs/common';
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
        .provision({ name, plan, email: args.email ?? null });
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
    default:
      throw new UsageError(`Unknown command "${args.command}".\n\n${USAGE}`);
  }
}

function summary(o: { id: string; name: string; plan: string; email: string | null; createdAt: Date }) {
  return { id: o.id, name: o.name, plan: o.plan, email: o.email, created_at: o.createdAt.toISOString() };
}
