// HTTP load with autocannon, and the baseline: bare Node http + pg doing one primary-key SELECT.
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from './processes.mjs';

export async function measure({ url, method = 'GET', headers = {}, body, connections = 50, duration = 8, setupRequest, warmup = 2 }) {
  const options = { url, method, headers, body, connections, requests: setupRequest ? [{ method, setupRequest }] : undefined };
  // Unrecorded warm-up: JIT, connection pools and PostgreSQL's caches, as on a server that has been running.
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration,
    requests: setupRequest ? [{ method, setupRequest }] : undefined,
  });
  const total = result.requests.total;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total,
  };
}

/** The practical ceiling: no framework, no auth, one SELECT by primary key per request. */
export async function startBaseline(databaseUrl, ids) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  let i = 0;
  const server = http.createServer(async (_req, res) => {
    i = (i + 1) % ids.length;
    const { rows } = await pool.query('select id, name from students where id = $1', [ids[i]]);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(rows[0]));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
