import type { AppErrorKind } from '@shop/domain';

/** The HTTP status of each application error kind (ARCHITECTURE.md, HTTP contract). */
export const HTTP_STATUS_OF_KIND: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  already_exists: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};
