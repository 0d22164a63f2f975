import { runInParserProcess } from './parser-process.js';

const limits = { timeoutMs: 20_000, maxMemoryMb: 200 };

describe('runInParserProcess', () => {
  it('answers with the process reply, and shows the process none of the API environment', async () => {
    process.env.PAGEWISE_TEST_SECRET = 'not for the parser';
    const source = `process.once('message', (m) => process.send({ echo: m.text, env: Object.keys(process.env) }));`;
    const outcome = await runInParserProcess<{ echo: string; env: string[] }>(source, { text: 'hello' }, limits);
    expect(outcome).toEqual({ reply: { echo: 'hello', env: expect.any(Array) } });
    const env = (outcome as { reply: { env: string[] } }).reply.env;
    expect(env).not.toContain('PAGEWISE_TEST_SECRET');
    expect(env.filter((name) => !name.startsWith('NODE_CHANNEL'))).toEqual([]);
  });

  it('kills a process whose memory outside the JS heap passes the cap', async () => {
    const source = `process.once('message', () => { const held = []; setInterval(() => held.push(Buffer.alloc(32 * 1024 * 1024, 1)), 5); });`;
    expect(await runInParserProcess(source, {}, limits)).toEqual({ stopped: 'memory' });
  });

  it('kills a process at its deadline', async () => {
    const source = `process.once('message', () => { for (;;) {} });`;
    expect(await runInParserProcess(source, {}, { ...limits, timeoutMs: 300 })).toEqual({ stopped: 'time' });
  });

  it('tells a crash apart', async () => {
    expect(await runInParserProcess(`process.once('message', () => process.exit(3));`, {}, limits)).toEqual({ stopped: 'crash' });
  });
});
