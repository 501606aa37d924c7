import type { Pagination } from '@shop/contracts';
import { MAX_SUBSCRIBERS_PAGE_SIZE } from '../notifications-messages';

/** The admin's logs (e-mails, SMS) show 20 a page unless asked. */
const DEFAULT_LIMIT = 20;

/** The page asked of a log: 20 a page unless asked, at most 100. */
export function pageWindow(query: { page?: number; limit?: number }): { page: number; limit: number; skip: number } {
  const page = wholeNumber(query.page, 1);
  const limit = Math.min(wholeNumber(query.limit, DEFAULT_LIMIT), MAX_SUBSCRIBERS_PAGE_SIZE);
  return { page, limit, skip: (page - 1) * limit };
}

export function logPage(window: { page: number; limit: number }, total: number): Pagination {
  return { page: window.page, limit: window.limit, total, totalPages: Math.ceil(total / window.limit) };
}

/** A positive whole number, else the default (0 over gRPC means "not given"). */
function wholeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}
