import type { DeliveryPage } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

export const FAILED_EMAILS_FAILED = 'Failed to load delivery problems';

const PAGE_SIZE = 20;

/** GET /admin/emails?status=failed: the sends that gave up after their retries, newest first. */
export async function getFailedEmails(page: number, signal?: AbortSignal): Promise<DeliveryPage> {
  const { data } = await apiClient.get<Partial<DeliveryPage>>('/admin/emails', {
    query: { page, limit: PAGE_SIZE, status: 'failed' },
    signal,
    fallbackMessage: FAILED_EMAILS_FAILED,
  });
  const emails = Array.isArray(data?.emails) ? data.emails : [];
  const total = data?.pagination?.total ?? emails.length;
  return {
    emails,
    pagination: {
      page: data?.pagination?.page ?? page,
      limit: data?.pagination?.limit ?? PAGE_SIZE,
      total,
      totalPages: data?.pagination?.totalPages ?? Math.ceil(total / PAGE_SIZE),
    },
  };
}

export function useFailedEmails(page: number, version: number) {
  return useQuery(`failed-emails:${version}:${page}`, (signal) => getFailedEmails(page, signal));
}
