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
import type { GrpcClientConstructor } from './grpc-client';

export interface ProbeRequest {
  text?: string;
}

export interface ProbeReply {
  text: string;
  requestId?: string;
}

function jsonMethod(name: string): MethodDefinition<ProbeRequest, ProbeReply> {
  return {
    path: `/test.v1.Probe/${name}`,
    requestStream: false,
    responseStream: false,
    requestSerialize: (value) => Buffer.from(JSON.stringify(value)),
    requestDeserialize: (bytes) => JSON.parse(bytes.toString('utf8')) as ProbeRequest,
    responseSerialize: (value) => Buffer.from(JSON.stringify(value)),
    responseDeserialize: (bytes) => JSON.parse(bytes.toString('utf8')) as ProbeReply,
  };
}

export const ProbeService = {
  echo: jsonMethod('Echo'),
  getThing: jsonMethod('GetThing'),
  putThing: jsonMethod('PutThing'),
};

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
