// @pagewise/protocol: how clients speak /v1 (docs/architecture.md, "One wire protocol"). Every export is
// dependency-free and tree-shakeable; the wire types are also at '@pagewise/protocol/types'.
export type * from './wire-types.js';
export { backoff, sleep } from './backoff.js';
export { readChatStream } from './chat-stream.js';
export { Failure, readFailure, retryAt } from './failure.js';
export { createSessionId } from './session-id.js';
export { createEventParser, type ServerEvent } from './sse.js';
