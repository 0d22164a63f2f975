/** How long to wait before retry number `attempt` (1-based): base·2^(attempt−1) up to `max`, less up to a quarter at random. */
export declare function backoff(attempt: number, base?: number, max?: number): number;
/** Resolves after `ms`, or at once when `signal` aborts. */
export declare function sleep(ms: number, signal?: AbortSignal): Promise<void>;
