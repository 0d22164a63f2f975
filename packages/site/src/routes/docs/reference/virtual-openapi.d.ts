declare module 'virtual:pagewise-openapi' {
  const operations: Record<string, unknown>;
  export default operations;
}
