import { exportFailed, exportSubscribers } from '../api/export-subscribers';
import { useFileExport } from './use-file-export';

/** Export CSV: downloads the subscriber list with the server's file name. */
export const useSubscriberExport = () => useFileExport(exportSubscribers, exportFailed);
