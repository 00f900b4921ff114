// The generator's own yardstick: a server that answers each path with the bytes the simulator gave
// for it (its headers and its brotli body), from memory and at once, so a load generator run
// against it measures its own delay per request and its own ceiling (bench:server's "generator
// alone"). Reads BENCH_INSTANT_FILE (JSON `[{ path, headers, body (base64) }]`), listens on a free
// loopback port and prints `instant server on <port>`.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const replies = new Map(
  JSON.parse(readFileSync(process.env.BENCH_INSTANT_FILE ?? '', 'utf8')).map((reply) => [
    reply.path,
    { headers: reply.headers, body: Buffer.from(reply.body, 'base64') },
  ]),
);
const server = createServer((request, response) => {
  const reply = replies.get(request.url ?? '');
  if (reply === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('no such path in the instant server');
    return;
  }
  response.writeHead(200, { ...reply.headers, 'content-length': reply.body.length });
  response.end(reply.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `instant server on ${typeof address === 'object' && address ? address.port : 0}\n`,
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
