import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` when it may; the site's Content-Security-Policy forbids eval,
// and zod's probe for it is reported by the browser as a CSP violation. The interpreted parsers are fast enough
// for forms. Schemas import z from here so the setting always applies first.
z.config({ jitless: true });

export { z };
