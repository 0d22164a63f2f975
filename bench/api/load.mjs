// A small closed-loop load generator: `concurrency` keep-alive connections on loopback, each sending its
// next request when the previous answer has been read; latencies of every request after the warm-up.
// Given the server's process id (Linux), also the server's CPU time per request over the same span: on a machine
// shared with other work, requests/s move with the load, CPU time per request much less.
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** User + system CPU of a process so far, in µs (/proc, clock ticks of 10 ms). */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

export async function measure({ url, method = 'GET', headers = {}, body, concurrency = 16, warmupMs = 1000, durationMs = 5000, pid }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const target = new URL(url);
  const send = () =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const measureFrom = started + warmupMs;
  const stopAt = measureFrom + durationMs;
  let cpuFrom = NaN;
  const cpuStart = setTimeout(() => (cpuFrom = cpuMicros(pid)), warmupMs);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < stopAt) {
        const t0 = performance.now();
        const status = await send().catch(() => 0);
        const t1 = performance.now();
        if (t0 < measureFrom) continue;
        latencies.push(t1 - t0);
        if (status < 200 || status >= 300) errors++;
      }
    }),
  );
  const cpuUsed = cpuMicros(pid) - cpuFrom;
  clearTimeout(cpuStart);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const cpuPerRequest = pid ? cpuUsed / latencies.length : NaN;
  return { requests: latencies.length, rps: latencies.length / (durationMs / 1000), p50: at(0.5), p99: at(0.99), errors, cpuPerRequest };
}
