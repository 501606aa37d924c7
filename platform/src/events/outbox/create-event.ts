import { newId } from '../../ids/object-id';
import type { DomainEvent } from '../event-bus.port';

export interface CreateEventOptions {
  /** Defaults to a fresh 24-hex ObjectId. */
  id?: string;
  /** Time comes in from the caller's clock, so tests and use cases stay deterministic. */
  now: Date;
}

/** Builds the envelope fixed by ARCHITECTURE.md: `{id, type, occurredAt, data}`. */
export function createEvent<TData extends Record<string, unknown>>(
  type: string,
  data: TData,
  options: CreateEventOptions,
): DomainEvent<TData> {
  return { id: options.id ?? newId(), type, occurredAt: options.now.toISOString(), data };
}
