import { readFile } from 'node:fs/promises';
import { createSecureContext } from 'node:tls';
import { ServerCredentials, credentials, type ChannelCredentials } from '@grpc/grpc-js';
import type { Config } from '../config/config.schema';

/** This process's certificate and key, and the authority whose certificates it trusts (PEM). */
export interface GrpcTls {
  cert: Buffer;
  key: Buffer;
  ca: Buffer;
}

type TlsSettings = Pick<Config, 'GRPC_TLS_CERT' | 'GRPC_TLS_KEY' | 'GRPC_TLS_CA'>;

/** The PEM files GRPC_TLS_CERT, GRPC_TLS_KEY and GRPC_TLS_CA name; undefined when TLS is off. */
export async function readGrpcTls(config: TlsSettings): Promise<GrpcTls | undefined> {
  const { GRPC_TLS_CERT, GRPC_TLS_KEY, GRPC_TLS_CA } = config;
  if (!GRPC_TLS_CERT && !GRPC_TLS_KEY && !GRPC_TLS_CA) return undefined;
  if (!GRPC_TLS_CERT || !GRPC_TLS_KEY || !GRPC_TLS_CA) {
    throw new Error('GRPC_TLS_CERT, GRPC_TLS_KEY and GRPC_TLS_CA go together: set all three or none');
  }
  const tls: GrpcTls = {
    cert: await readPem('GRPC_TLS_CERT', GRPC_TLS_CERT),
    key: await readPem('GRPC_TLS_KEY', GRPC_TLS_KEY),
    ca: await readPem('GRPC_TLS_CA', GRPC_TLS_CA),
  };
  try {
    createSecureContext({ cert: tls.cert, key: tls.key, ca: tls.ca }); // fails now rather than on the first call
  } catch (error) {
    throw new Error(`GRPC_TLS_CERT, GRPC_TLS_KEY and GRPC_TLS_CA do not make a usable certificate: ${(error as Error).message}`);
  }
  return tls;
}

async function readPem(variable: string, path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unreadable';
    throw new Error(`${variable} names ${path}, which cannot be read (${code})`);
  }
}

/** Mutual TLS: the server presents its certificate and requires one signed by the CA from every client. */
export function serverCredentialsFor(tls: GrpcTls | undefined): ServerCredentials {
  if (!tls) return ServerCredentials.createInsecure();
  return ServerCredentials.createSsl(tls.ca, [{ cert_chain: tls.cert, private_key: tls.key }], true);
}

export function channelCredentialsFor(tls: GrpcTls | undefined): ChannelCredentials {
  return tls ? credentials.createSsl(tls.ca, tls.key, tls.cert) : credentials.createInsecure();
}
