import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

/**
 * Input never reaches a store as an operator: `$`-prefixed keys anywhere in a JSON body,
 * and query values that are not plain strings (repeated keys, brackets), are refused.
 */
export const rejectOperatorKeys: RequestHandler = (req, _res, next) => {
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (key.startsWith('$') || typeof value !== 'string') {
      return next(new HttpError(400, `Query parameter "${key}" must be a single plain value`));
    }
  }
  const offending = findOperatorKey(req.body);
  if (offending) return next(new HttpError(400, `Field names may not start with "$" (${offending})`));
  next();
};

function findOperatorKey(value: unknown, path = '', depth = 0): string | undefined {
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.startsWith('$')) return childPath;
    const found = findOperatorKey(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}
