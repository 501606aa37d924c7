import { isObjectId } from '@shop/contracts';
import { AppError, type FieldError } from '@shop/domain';
import { MAX_PRODUCT_STAMPS, type Pagination, type ProductStampQuery } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';

export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  limit: number;
  skip: number;
}

/** Page from 1, limit from 1 and capped at 100; blanks take the defaults. */
export function pageRequestOf(
  input: { page?: unknown; limit?: unknown },
  defaultLimit: number,
  errors: FieldError[],
): PageRequest {
  const page = wholeAtLeastOne(input.page, 1);
  const limit = wholeAtLeastOne(input.limit, defaultLimit);
  if (page === null) errors.push({ path: 'page', message: M.pageInvalid });
  if (limit === null) errors.push({ path: 'limit', message: M.limitInvalid });
  const p = page ?? 1;
  const l = Math.min(limit ?? defaultLimit, MAX_PAGE_SIZE);
  return { page: p, limit: l, skip: (p - 1) * l };
}

function wholeAtLeastOne(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === 0) return fallback;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

export function paginationOf(request: PageRequest, total: number): Pagination {
  return { page: request.page, limit: request.limit, total, totalPages: Math.ceil(total / request.limit) };
}

/** Throws the collected field errors, the first one's text as the message. */
export function throwIfInvalid(errors: FieldError[]): void {
  if (errors.length > 0) throw new AppError('invalid', errors[0]?.message ?? M.validationFailed, errors);
}

/** A bounded limit for short lists (featured, top rated, related). */
export function shortListLimit(value: unknown, fallback: number): number {
  const errors: FieldError[] = [];
  const { limit } = pageRequestOf({ limit: value }, fallback, errors);
  throwIfInvalid(errors);
  return limit;
}

/**
 * A keyset page (product stamps): a limit from 1 to MAX_PRODUCT_STAMPS, required, and the id to
 * start after, if any (lower-cased, as ids are stored and ordered). Throws invalid naming each.
 */
export function stampRequestOf(query: { after?: unknown; limit?: unknown }): ProductStampQuery {
  const { after, limit } = query;
  const errors: FieldError[] = [];
  if (after !== undefined && after !== null && !isObjectId(after)) errors.push({ path: 'after', message: M.afterInvalid });
  const validLimit = typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 1 && limit <= MAX_PRODUCT_STAMPS;
  if (!validLimit) errors.push({ path: 'limit', message: M.stampLimitInvalid });
  throwIfInvalid(errors);
  return { limit: limit as number, ...(isObjectId(after) ? { after: after.toLowerCase() } : {}) };
}
