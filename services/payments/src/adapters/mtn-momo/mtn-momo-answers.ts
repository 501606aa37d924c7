// Reading MTN MoMo's answers, the same in every product.
import { MOMO_STATUSES, type MomoStatus } from '@shop/domain';

export const isMomoStatus = (value: unknown): value is MomoStatus =>
  typeof value === 'string' && (MOMO_STATUSES as readonly string[]).includes(value);

/** MTN sends `reason` as a code string, or (older API versions) as `{code, message}`. */
export function reasonOf(reason: unknown): string | undefined {
  if (typeof reason === 'string' && reason !== '') return reason.slice(0, 100);
  if (typeof reason === 'object' && reason !== null) return reasonOf((reason as { code?: unknown }).code);
  return undefined;
}

/** The `code` of an error answer (`{code, message}`). */
export function errorCode(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code.slice(0, 100) : undefined;
}

/** MTN's sandbox only takes EUR; production collects and refunds in RWF. */
export const momoCurrency = (targetEnvironment: string): string => (targetEnvironment === 'sandbox' ? 'EUR' : 'RWF');
