// Test support only (not exported): a proto-free service with JSON serializers, and a
// logger whose lines can be read back.
import {
  makeGenericClientConstructor,
  type CallOptions,
  type Client,
  type ClientUnaryCall,
  type Metadata,
  type MethodDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import { createLogger, type Logger } from '../logging/logger';
import type { GrpcAccessTable } from './grpc-caller';
import type { GrpcClientConstructor } from './grpc-client';

export interface ProbeRequest {
  text?: string;
}

export interface ProbeReply {
  text: string;
  requestId?: string;
}

/** A method of a test service whose messages are JSON; `responseStream` for a server stream. */
export function jsonMethod<Req = ProbeRequest, Res = ProbeReply>(
  name: string,
  { service = 'test.v1.Probe', responseStream = false } = {},
): MethodDefinition<Req, Res> {
  return {
    path: `/${service}/${name}`,
    requestStream: false,
    responseStream,
    requestSerialize: (value) => Buffer.from(JSON.stringify(value)),
    requestDeserialize: (bytes) => JSON.parse(bytes.toString('utf8')) as Req,
    responseSerialize: (value) => Buffer.from(JSON.stringify(value)),
    responseDeserialize: (bytes) => JSON.parse(bytes.toString('utf8')) as Res,
  };
}

export const ProbeService = {
  echo: jsonMethod('Echo'),
  getThing: jsonMethod('GetThing'),
  putThing: jsonMethod('PutThing'),
};

/** Anyone may call the probe: for tests of everything but the caller checks. */
export const OPEN_PROBE: GrpcAccessTable<typeof ProbeService> = { echo: 'public', getThing: 'public', putThing: 'public' };

type ProbeMethod = (
  request: ProbeRequest,
  metadata: Metadata,
  options: Partial<CallOptions>,
  callback: (error: ServiceError | null, response: ProbeReply) => void,
) => ClientUnaryCall;

export interface ProbeClient extends Client {
  echo: ProbeMethod;
  getThing: ProbeMethod;
  putThing: ProbeMethod;
}

export const ProbeClient = makeGenericClientConstructor(
  ProbeService,
  'test.v1.Probe',
) as unknown as GrpcClientConstructor<ProbeClient>;

export interface CapturedLogger {
  logger: Logger;
  lines: Array<Record<string, unknown>>;
}

export function captureLogger(): CapturedLogger {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({
    service: 'grpc-test',
    level: 'debug',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { logger, lines };
}
