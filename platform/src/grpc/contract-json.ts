// A contract value over gRPC as JSON (a service proto's ContractJson, `{json}`): checked against its
// zod schema from @shop/contracts on arrival, so its fields are declared once, there.
import { AppError } from '@shop/domain';
import type { z } from 'zod';

/** Every service proto's ContractJson message. */
export interface ContractJson {
  json: string;
}

export function toContractJson(value: unknown): ContractJson {
  return { json: JSON.stringify(value) };
}

/**
 * The value `pb` carries, as `schema` allows it; `what` names it in the error. A request that
 * breaks its contract is the caller's fault (`invalid`, 400); an answer that does is the server's
 * (an Error, 500).
 */
export function fromContractJson<T extends z.ZodType>(schema: T, pb: ContractJson, what: string, side: 'request' | 'answer'): z.infer<T> {
  const refuse = (message: string) => (side === 'request' ? new AppError('invalid', message) : new Error(message));
  let value: unknown;
  try {
    value = JSON.parse(pb.json);
  } catch {
    throw refuse(`${what} is not JSON`);
  }
  const checked = schema.safeParse(value);
  if (!checked.success) throw refuse(`${what} does not match its contract: ${checked.error.message}`);
  return checked.data;
}
