// Small checks of JSON fields, each naming the field it refuses.

export type Fields = Record<string, unknown>;

/** null when the field passes, else a message naming it. */
export function field(fields: Fields, name: string, passes: (value: unknown) => boolean, where?: string): string | null {
  return passes(fields[name]) ? null : `${where ? `${where}.` : ''}${name} is missing or invalid`;
}

export const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.trim().length >= min && value.length <= max;

/** RRA's NUMBER(18,2): a non-negative number with at most two decimals. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Equal to the cent (amounts travel with two decimals). */
export const same = (a: number, b: number): boolean => Math.abs(a - b) <= 0.005 + 1e-9;
