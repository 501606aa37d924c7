import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, type ChannelCredentials } from '@grpc/grpc-js';
import { createGrpcClient, unary } from './grpc-client';
import { GrpcCallError } from './grpc-errors';
import { checkHealth } from './grpc-health';
import { startGrpcServer, type RunningGrpcServer } from './grpc-server';
import { Status } from './grpc-status';
import { OPEN_PROBE, ProbeClient, ProbeService, captureLogger, type ProbeReply } from './grpc-test-kit';
import { readGrpcTls, type GrpcTls } from './grpc-tls';
import { createTestCallers, type TestCallers } from './testing/test-callers';

/** A certificate authority and certificates made with the openssl CLI, as an operator would. */
function makePki(directory: string) {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: directory, stdio: 'pipe' });
  const authority = (name: string) =>
    openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1',
      '-subj', `/CN=${name}`, '-keyout', `${name}.key`, '-out', `${name}.pem`);
  const certificate = (name: string, ca: string) => {
    writeFileSync(join(directory, `${name}.ext`), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
    openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', `/CN=${name}`,
      '-keyout', `${name}.key`, '-out', `${name}.csr`);
    openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${ca}.pem`, '-CAkey', `${ca}.key`, '-CAcreateserial',
      '-days', '1', '-extfile', `${name}.ext`, '-out', `${name}.pem`);
  };
  authority('shop-ca');
  authority('rogue-ca');
  certificate('orders', 'shop-ca');
  certificate('gateway', 'shop-ca');
  certificate('intruder', 'rogue-ca');
  const files = (name: string, ca = 'shop-ca') => ({
    GRPC_TLS_CERT: join(directory, `${name}.pem`),
    GRPC_TLS_KEY: join(directory, `${name}.key`),
    GRPC_TLS_CA: join(directory, `${ca}.pem`),
  });
  return { files };
}

describe('mutual TLS between processes', () => {
  const directory = mkdtempSync(join(tmpdir(), 'grpc-tls-'));
  let pki: ReturnType<typeof makePki>;
  let callers: TestCallers;
  let server: RunningGrpcServer;
  let url: string;
  let gatewayTls: GrpcTls;

  beforeAll(async () => {
    pki = makePki(directory);
    callers = await createTestCallers();
    const echo = (_call: unknown, callback: (error: null, reply: ProbeReply) => void) => callback(null, { text: 'over tls' });
    server = await startGrpcServer({
      port: 0,
      services: [{ definition: ProbeService, implementation: { echo }, access: OPEN_PROBE }],
      logger: captureLogger().logger,
      serviceName: 'orders',
      identity: callers.identity('orders', await readGrpcTls(pki.files('orders'))),
    });
    url = `127.0.0.1:${server.port}`;
    gatewayTls = (await readGrpcTls(pki.files('gateway')))!;
  });
  afterAll(async () => {
    await server?.stop({ graceMs: 100 });
    rmSync(directory, { recursive: true, force: true });
  });

  const echoWith = async (options: { tls?: GrpcTls; credentials?: ChannelCredentials }) => {
    const client = createGrpcClient(ProbeClient, url, {
      deadlineMs: 2000,
      identity: callers.identity('gateway', options.tls),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
    try {
      return await unary(client, 'echo', {});
    } finally {
      client.close();
    }
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof GrpcCallError ? error.code : error),
    );

  it('serves a client whose certificate the shared authority signed', async () => {
    expect((await echoWith({ tls: gatewayTls })).text).toBe('over tls');
    expect(await checkHealth(url, '', { identity: callers.identity('gateway', gatewayTls) })).toBe('SERVING');
  });

  it('refuses a client without a certificate, even one that trusts the server', async () => {
    const ca = gatewayTls.ca;
    expect(await refusal(echoWith({ credentials: credentials.createSsl(ca) }))).toBe(Status.UNAVAILABLE);
    expect(await refusal(echoWith({}))).toBe(Status.UNAVAILABLE); // plain text
  });

  it('refuses a client whose certificate another authority signed', async () => {
    const intruder = (await readGrpcTls(pki.files('intruder')))!;
    const trustsServer = { ...intruder, ca: gatewayTls.ca };
    expect(await refusal(echoWith({ tls: trustsServer }))).toBe(Status.UNAVAILABLE);
  });

  it('names the variable whose file cannot be read, and refuses a key that does not match its certificate', async () => {
    await expect(readGrpcTls({ ...pki.files('gateway'), GRPC_TLS_KEY: join(directory, 'missing.key') })).rejects.toThrow(
      /GRPC_TLS_KEY names .*missing\.key, which cannot be read \(ENOENT\)/,
    );
    await expect(readGrpcTls({ ...pki.files('gateway'), GRPC_TLS_KEY: join(directory, 'orders.key') })).rejects.toThrow(
      /GRPC_TLS_CERT, GRPC_TLS_KEY and GRPC_TLS_CA do not make a usable certificate/,
    );
    expect(await readGrpcTls({})).toBeUndefined();
  });
});
