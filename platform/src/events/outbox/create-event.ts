import { FIRST_EVENT_VERSION } from '@shop/contracts';
import { newId } from '../../ids/object-id';
import type { DomainEvent } from '../event-bus.port';

export interface CreateEventOptions {
  /** Defaults to a fresh 24-hex ObjectId. */
  id?: string;
  /** Time comes in from the caller's clock, so tests and use cases stay deterministic. */
  now: Date;
  /** The version of the payload schema (@shop/contracts); defaults to 1. */
  version?: number;
}

/** Builds the envelope fixed by ARCHITECTURE.md: `{id, type, version, occurredAt, data}`. */
export function createEvent<TData extends Record<string, unknown>>(
  type: string,
  data: TData,
  options: CreateEventOptions,
): DomainEvent<TData> {
  return { id: options.id ?? newId(), type, version: options.version ?? FIRST_EVENT_VERSION, occurredAt: options.now.toISOString(), data };
}
