// Query strings arrive as plain strings (the gateway's 'simple' parser); these read them into the
// types the services take, with a message that names the parameter. Blank means absent.
import { z } from 'zod';

/** The largest page a list gives: a larger limit is capped, not refused. */
export const MAX_PAGE_LIMIT = 100;

/** A query value; blank or absent reads as undefined, anything else goes through `inner`. */
export function optionalParam<T extends z.ZodType<unknown, string>>(inner: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
    .pipe(inner.optional());
}

const whole = (name: string) =>
  z
    .string()
    .max(9, { error: `${name} must be a whole number of 1 or more`, abort: true })
    .regex(/^\d{1,9}$/, `${name} must be a whole number of 1 or more`)
    .transform(Number)
    .pipe(z.number().min(1, `${name} must be a whole number of 1 or more`));

export const pageQuery = optionalParam(whole('page'));
export const limitQuery = optionalParam(whole('limit').transform((n) => Math.min(n, MAX_PAGE_LIMIT)));
