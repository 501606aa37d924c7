import { apiBase } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { downloadCsv, type CsvFile } from './csv-download';

export const exportFailed = () => translate('admin.api.exportFailed');

/** GET /newsletter/subscribers/export, as a file. */
export function exportSubscribers(): Promise<CsvFile> {
  return downloadCsv({
    url: `${apiBase}/newsletter/subscribers/export`,
    renew: { path: '/newsletter/subscribers', query: { page: 1, limit: 1 } },
    fallbackName: 'subscribers.csv',
    failed: exportFailed(),
  });
}
