import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, Status, grpcStatusFromHttp, grpcStatusName, httpStatusFromGrpc } from './grpc-status';

describe('httpStatusFromGrpc', () => {
  it.each([
    [Status.OK, 200],
    [Status.INVALID_ARGUMENT, 400],
    [Status.UNAUTHENTICATED, 401],
    [Status.PERMISSION_DENIED, 403],
    [Status.NOT_FOUND, 404],
    [Status.ALREADY_EXISTS, 409],
    [Status.ABORTED, 409],
    [Status.FAILED_PRECONDITION, 409],
    [Status.RESOURCE_EXHAUSTED, 429],
    [Status.OUT_OF_RANGE, 400],
    [Status.UNIMPLEMENTED, 501],
    [Status.UNAVAILABLE, 503],
    [Status.DEADLINE_EXCEEDED, 504],
    [Status.CANCELLED, 499],
    [Status.UNKNOWN, 500],
    [Status.INTERNAL, 500],
    [Status.DATA_LOSS, 500],
    [99, 500],
  ])('maps gRPC %i to HTTP %i', (code, http) => {
    expect(httpStatusFromGrpc(code)).toBe(http);
  });
});

describe('grpcStatusFromHttp', () => {
  it.each([
    [400, Status.INVALID_ARGUMENT],
    [401, Status.UNAUTHENTICATED],
    [403, Status.PERMISSION_DENIED],
    [404, Status.NOT_FOUND],
    [409, Status.FAILED_PRECONDITION],
    [413, Status.INVALID_ARGUMENT],
    [415, Status.INVALID_ARGUMENT],
    [429, Status.RESOURCE_EXHAUSTED],
    [501, Status.UNIMPLEMENTED],
    [503, Status.UNAVAILABLE],
    [504, Status.DEADLINE_EXCEEDED],
    [418, Status.FAILED_PRECONDITION],
    [500, Status.INTERNAL],
    [502, Status.INTERNAL],
  ])('maps HTTP %i to gRPC %i', (http, code) => {
    expect(grpcStatusFromHttp(http)).toBe(code);
  });

  it('round-trips every status the gateway answers with', () => {
    for (const http of [400, 401, 403, 404, 409, 429, 501, 503, 504]) {
      expect(httpStatusFromGrpc(grpcStatusFromHttp(http))).toBe(http);
    }
  });
});

describe('error kinds', () => {
  it('agree with the status tables, except where a trailer carries the exact HTTP status', () => {
    for (const [kind, { grpc, http }] of Object.entries(ERROR_KINDS)) {
      if (kind === 'too_large' || kind === 'unsupported_media_type' || kind === 'already_exists') continue;
      expect(httpStatusFromGrpc(grpc), kind).toBe(http);
    }
    expect(ERROR_KINDS.already_exists).toEqual({ grpc: Status.ALREADY_EXISTS, http: 409 });
  });
});

describe('grpcStatusName', () => {
  it('names codes for logs', () => {
    expect(grpcStatusName(Status.NOT_FOUND)).toBe('NOT_FOUND');
    expect(grpcStatusName(42)).toBe('STATUS_42');
  });
});
