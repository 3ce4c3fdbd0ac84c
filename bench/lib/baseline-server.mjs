// The practical ceiling, in a process of its own like the real server: bare Node http + pg, no
// framework, no auth, one SELECT by primary key per request. Reads its ids from stdin, prints its port.
import http from 'node:http';
import pg from 'pg';

const ids = JSON.parse(await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk));
  process.stdin.on('end', () => resolve(text));
}));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
let i = 0;
const server = http.createServer(async (_req, res) => {
  i = (i + 1) % ids.length;
  const { rows } = await pool.query('select id, name from students where id = $1', [ids[i]]);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(rows[0]));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
