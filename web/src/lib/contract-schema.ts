import type * as Contracts from '@shop/contracts';
import type { ResponseSchema } from './api-client';

type ContractModule = typeof Contracts;

/** The names of @shop/contracts' exports that check an answer (its zod schemas). */
export type ContractSchemaName = {
  [Name in keyof ContractModule]: ContractModule[Name] extends ResponseSchema<unknown> ? Name : never;
}[keyof ContractModule];

/** What a contract schema gives back: the answer as the contract types it. */
export type ContractOutput<Name extends ContractSchemaName> = ReturnType<ContractModule[Name]['parse']>;

// The contracts and zod load on the first call that checks an answer, in a chunk of their own:
// the first paint carries neither. Their browser entry keeps zod from probing for eval (CSP).
function loadContracts(): Promise<ContractModule> {
  return import('@shop/contracts/browser');
}

/** A contract's response schema by name, for the api client's `schema` option. */
export function contractSchema<Name extends ContractSchemaName>(
  name: Name,
): () => Promise<ResponseSchema<ContractOutput<Name>>> {
  // Indexing the module by a generic name loses the link between the name and its output type.
  return async () => (await loadContracts())[name] as unknown as ResponseSchema<ContractOutput<Name>>;
}

/**
 * A contract schema for a value the gateway sends wrapped under `key` ({categories: [...]}),
 * where the contract names the value's schema but not the wrapper's.
 */
export function contractSchemaUnder<Key extends string, Name extends ContractSchemaName>(
  key: Key,
  name: Name,
): () => Promise<ResponseSchema<Record<Key, ContractOutput<Name>>>> {
  return async () => {
    const inner = await contractSchema(name)();
    return {
      parse(data) {
        if (!data || typeof data !== 'object') throw new TypeError(`Expected an object with ${key}`);
        return { [key]: inner.parse((data as Record<string, unknown>)[key]) } as Record<Key, ContractOutput<Name>>;
      },
    };
  };
}
