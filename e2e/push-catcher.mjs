// The journeys' push service (issue 50): an HTTPS server on the loopback, as a browser vendor's is,
// with the tests' own certificate (the app's server trusts it through NODE_EXTRA_CA_CERTS and calls
// it through PUSH_EXTRA_ORIGINS). It keeps each push it accepts, still encrypted, as JSON in PUSH_DIR;
// the journey decrypts it with the keys of the subscription it made (e2e/push.spec.ts). Started by
// playwright.config.ts beside the app.
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';

const port = Number(process.env.PUSH_PORT);
const dir = process.env.PUSH_DIR;
if (!port || !dir) throw new Error('PUSH_PORT and PUSH_DIR are needed');
fs.mkdirSync(dir, { recursive: true });
const fixtures = path.resolve('apps/server/src/test/fixtures');
let count = 0;

const server = https.createServer({ key: fs.readFileSync(path.join(fixtures, 'fake-push.key')), cert: fs.readFileSync(path.join(fixtures, 'fake-push.crt')) }, (request, response) => {
  if (request.method === 'GET') return void response.writeHead(200).end('ok');
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const id = (request.url ?? '').replace(/^\/push\//, '');
    const file = path.join(dir, `${Date.now()}-${++count}.json`);
    const push = { id, ttl: request.headers.ttl, urgency: request.headers.urgency, authorization: request.headers.authorization, body: Buffer.concat(chunks).toString('base64') };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(push));
    fs.renameSync(`${file}.tmp`, file);
    response.writeHead(201).end();
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
