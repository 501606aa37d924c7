// The machine's limit for one answer: a bare Node `http` server, in its own process, answering
// every request with the same bytes and headers the shop gave. Reads `{ port, body (base64),
// headers }` as JSON on stdin, prints `listening` once it listens.
import { createServer } from 'node:http';

interface BareSpec {
  port: number;
  body: string;
  headers: Record<string, string>;
}

let input = '';
process.stdin.on('data', (chunk: Buffer) => (input += chunk.toString('utf8')));
process.stdin.on('end', () => {
  const spec = JSON.parse(input) as BareSpec;
  const body = Buffer.from(spec.body, 'base64');
  const headers = { ...spec.headers, 'content-length': String(body.length) };
  createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  }).listen(spec.port, '127.0.0.1', () => process.stdout.write('listening\n'));
});
