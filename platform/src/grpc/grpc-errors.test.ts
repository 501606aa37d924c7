import { describe, expect, it } from 'vitest';
import { Metadata } from '@grpc/grpc-js';
import { z } from 'zod';
import { DuplicateKeyError } from '../documents/document-store.port';
import { FIELD_ERRORS_TRAILER, GrpcCallError, HTTP_STATUS_TRAILER, toServiceStatus } from './grpc-errors';
import { Status } from './grpc-status';

/** What a client receives for a status the server sent. */
function received(error: unknown): GrpcCallError {
  const status = toServiceStatus(error);
  return GrpcCallError.from({ code: status.code, details: status.details, metadata: status.metadata });
}

describe('toServiceStatus', () => {
  it('turns a zod error into INVALID_ARGUMENT with one field error per issue', () => {
    const parsed = z.object({ email: z.string().email('Please enter a valid email') }).safeParse({ email: 'x' });
    const error = received(parsed.error);
    expect([error.code, error.status, error.message]).toEqual([Status.INVALID_ARGUMENT, 400, 'Validation failed']);
    expect(error.errors).toEqual([{ path: 'email', message: 'Please enter a valid email' }]);
  });

  it('turns a duplicate key into ALREADY_EXISTS (409)', () => {
    const status = toServiceStatus(new DuplicateKeyError('users'));
    expect([status.code, status.httpStatus, status.internal]).toEqual([Status.ALREADY_EXISTS, 409, false]);
  });

  it('passes a failed downstream call on unchanged', () => {
    const downstream = new GrpcCallError(Status.NOT_FOUND, 'Product not found', 404, [
      { path: 'items.0.product', message: 'Product not found' },
    ]);
    const error = received(downstream);
    expect([error.code, error.status, error.message, error.errors]).toEqual([
      Status.NOT_FOUND,
      404,
      'Product not found',
      downstream.errors,
    ]);
  });

  it('does not take a Mongo error code for a gRPC status', () => {
    const mongo = Object.assign(new Error('not authorized on shop'), { name: 'MongoServerError', code: 13 });
    const status = toServiceStatus(mongo);
    expect([status.code, status.details, status.internal]).toEqual([Status.INTERNAL, 'Internal error', true]);
  });

  it('keeps 5xx details out of the message and marks them internal', () => {
    const status = toServiceStatus(Object.assign(new Error('pool exhausted at 10.0.0.7'), { status: 500 }));
    expect([status.code, status.details, status.internal]).toEqual([Status.INTERNAL, 'Internal error', true]);
    expect(toServiceStatus('a thrown string').code).toBe(Status.INTERNAL);
    expect(toServiceStatus(null).code).toBe(Status.INTERNAL);
  });

  it('keeps the message of a 503 an app raised on purpose', () => {
    const error = received(Object.assign(new Error('Mobile money provider is unavailable'), { kind: 'unavailable' }));
    expect([error.code, error.status, error.message]).toEqual([
      Status.UNAVAILABLE,
      503,
      'Mobile money provider is unavailable',
    ]);
  });

  it('encodes field errors as UTF-8 JSON so any message survives', () => {
    const status = toServiceStatus({ status: 400, message: 'Invalid', errors: [{ path: 'name', message: 'Izina ni ngombwa ✓' }] });
    expect(status.metadata.get(HTTP_STATUS_TRAILER)).toEqual(['400']);
    const raw = status.metadata.get(FIELD_ERRORS_TRAILER)[0];
    expect(JSON.parse(String(raw))).toEqual([{ path: 'name', message: 'Izina ni ngombwa ✓' }]);
  });
});

describe('GrpcCallError.from', () => {
  it('hides transport wording for errors our servers did not mark', () => {
    const error = GrpcCallError.from({
      code: Status.UNAVAILABLE,
      details: 'No connection established. Last error: connect ECONNREFUSED 10.1.2.3:50051',
      metadata: new Metadata(),
    });
    expect([error.status, error.message]).toEqual([503, 'Service unavailable']);
    expect(error.details).toContain('ECONNREFUSED');
  });

  it('keeps the message of an unmarked client-side verdict', () => {
    const error = GrpcCallError.from({ code: Status.NOT_FOUND, details: 'Order not found' });
    expect([error.status, error.message, error.errors]).toEqual([404, 'Order not found', undefined]);
  });

  it('ignores malformed field-error trailers', () => {
    const metadata = new Metadata();
    metadata.set(HTTP_STATUS_TRAILER, '400');
    metadata.set(FIELD_ERRORS_TRAILER, Buffer.from('not json'));
    const error = GrpcCallError.from({ code: Status.INVALID_ARGUMENT, details: 'Bad', metadata });
    expect([error.status, error.errors]).toEqual([400, undefined]);
  });
});
