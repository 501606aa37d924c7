import { auditExportFailed, exportAudit } from '../api/export-audit';
import { useFileExport } from './use-file-export';

/** Export CSV: downloads the entries the screen's filters match, with the server's file name. */
export const useAuditExport = () => useFileExport(exportAudit, auditExportFailed);
