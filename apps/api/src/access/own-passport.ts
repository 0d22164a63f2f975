import passport, { Passport, type Strategy } from 'passport';

let sequence = 0;

/**
 * Passport keeps strategies in one process-wide registry keyed by name, and clones the registered strategy
 * for every request. Tests (and the CLI) boot several applications in one process, so each application's
 * strategy registers under a name of its own ("api-key#3"): with the plain name, the app booted last would
 * answer every app's requests with its own database and config. The PassportStrategy mixin's registration goes
 * to a throwaway instance instead.
 */
export function registerPerApplication(strategy: Strategy, name: string): string {
  const unique = `${name}#${++sequence}`;
  passport.use(unique, strategy);
  return unique;
}

export const throwawayPassport = () => new Passport();
