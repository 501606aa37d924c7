// A container health check without extra tools, for compose and `docker run`:
//   node dist/healthcheck.mjs http://127.0.0.1:8080/ready      (the gateway: 2xx is healthy)
//   node dist/healthcheck.mjs grpc://127.0.0.1:50051[/name]    (a service: grpc.health.v1 SERVING)
// Exit code 0 when healthy, 1 otherwise. Only @grpc/grpc-js is needed: the two health messages
// are small enough to encode by hand (HealthCheckRequest.service = 1, HealthCheckResponse.status = 1).
import { credentials, makeGenericClientConstructor } from '@grpc/grpc-js';

const SERVING = 1;
const TIMEOUT_MS = 3000;

function encodeRequest(service) {
  const name = Buffer.from(service, 'utf8');
  return name.length === 0 ? Buffer.alloc(0) : Buffer.concat([Buffer.from([0x0a, name.length]), name]);
}

function decodeStatus(bytes) {
  return bytes.length >= 2 && bytes[0] === 0x08 ? bytes[1] : 0;
}

async function checkHttp(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  return response.ok;
}

function checkGrpc(url) {
  const { host, pathname } = new URL(url);
  const Health = makeGenericClientConstructor(
    {
      check: {
        path: '/grpc.health.v1.Health/Check',
        requestStream: false,
        responseStream: false,
        requestSerialize: (value) => value,
        requestDeserialize: (value) => value,
        responseSerialize: (value) => value,
        responseDeserialize: (value) => value,
      },
    },
    'Health',
  );
  const client = new Health(host, credentials.createInsecure());
  return new Promise((resolve) => {
    client.check(encodeRequest(decodeURIComponent(pathname.slice(1))), { deadline: Date.now() + TIMEOUT_MS }, (error, reply) => {
      client.close();
      resolve(!error && decodeStatus(reply) === SERVING);
    });
  });
}

const target = process.argv[2] ?? 'http://127.0.0.1:8080/ready';
const healthy = await (target.startsWith('grpc://') ? checkGrpc(target) : checkHttp(target)).catch(() => false);
process.exit(healthy ? 0 : 1);
