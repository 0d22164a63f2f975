import { Foundation1763800000000 } from './migrations/1763800000000-foundation.js';

/**
 * Every migration, in order. Ranges by feature keep parallel work from colliding:
 * 17638000xxxxx foundation, 17638001xxxxx accounts, 17638002xxxxx platform, 17638003xxxxx rag.
 */
export const MIGRATIONS: Function[] = [Foundation1763800000000];
