// Who produced an event, and whether a consumer should believe it: the owner of its type (one
// table in @shop/contracts) must have signed its bytes.
import type { KeyObject } from 'node:crypto';
import { eventOwner } from '@shop/contracts';
import { eventSignatureValid, signEvent } from './event-signature';

/** AMQP headers beside the payload. */
export const PRODUCER_HEADER = 'x-producer';
export const SIGNATURE_HEADER = 'x-signature';

/**
 * Signs what the services in this process publish: each event as the owner of its type when
 * that owner runs here (a service process is one producer; the one-process gateway may host
 * several). An event whose owner is not here goes out unsigned, and consumers refuse it.
 */
export interface EventSigner {
  sign(type: string, content: Buffer): { producer: string; signature: string } | undefined;
}

export function eventSigner(keys: ReadonlyMap<string, KeyObject>): EventSigner {
  return {
    sign: (type, content) => {
      const producer = eventOwner(type);
      const key = producer && keys.get(producer);
      return key ? { producer, signature: signEvent(key, producer, content) } : undefined;
    },
  };
}

/** A producer's public key, or undefined when none is known. */
export type PublicKeyOf = (producer: string) => Promise<KeyObject | undefined>;

/** Why an event is not believed; undefined when its owner signed it. */
export type OriginCheck = (type: string, claim: { producer?: unknown; signature?: unknown }, content: Buffer) => Promise<string | undefined>;

export function originCheck(publicKeyOf: PublicKeyOf): OriginCheck {
  return async (type, claim, content) => {
    const owner = eventOwner(type);
    if (!owner) return `no service owns events of type "${type}"`;
    const producer = typeof claim.producer === 'string' ? claim.producer : undefined;
    if (producer !== owner) return `${type} comes from ${owner}, but this one ${producer ? `says it is from ${producer}` : 'names no producer'}`;
    if (typeof claim.signature !== 'string' || claim.signature === '') return `${type} is not signed`;
    const key = await publicKeyOf(owner);
    if (!key) return `no public key is known for ${owner}`;
    if (!eventSignatureValid(key, owner, content, claim.signature)) return `${type} does not carry the signature of ${owner}`;
    return undefined;
  };
}
