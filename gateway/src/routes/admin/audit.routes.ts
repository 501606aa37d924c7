import { auditPageSchema, auditQuerySchema, type AuditFilter, type AuditQuery } from '@shop/contracts';
import type { IdentityApi } from '@shop/identity';
import { z } from 'zod';
import { sendCsvDownload } from '../newsletter/csv-download';
import { defineRoute, type RouteDefinition } from '../route';
import { auditCsvFilename, auditCsvHeader, auditCsvRow } from './audit-csv';

const auditCsvSchema = z.string().describe(
  'CSV (RFC 4180): Seq, Time, Person, User id, Action, Target type, Target id, Target, Changes, Request id, Client address, Service, Hash; newest first',
);

/** The audit trail identity keeps (issue 33): the admin's screen, each order's and product's history, and its CSV. */
export function auditRoutes(deps: { identity: Pick<IdentityApi, 'listAuditEntries' | 'exportAuditEntries'>; now?: () => Date }): RouteDefinition[] {
  const now = deps.now ?? (() => new Date());
  return [
    defineRoute({
      method: 'get',
      path: '/admin/audit',
      summary: 'The audit trail, newest first: filter by person (user id or e-mail), action, target and Kigali days (from and to included)',
      tags: ['admin'],
      access: 'admin',
      request: { query: auditQuerySchema },
      response: auditPageSchema,
      handler: async ({ query }) => ({ data: await deps.identity.listAuditEntries(filterOf(query)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/admin/audit.csv',
      summary: 'The audit trail entries the same filters match, as a CSV download, newest first, streamed as it is read',
      tags: ['admin'],
      access: 'admin',
      request: { query: auditQuerySchema },
      response: auditCsvSchema,
      produces: 'text/csv',
      handler: async ({ query, res }) => {
        const { page: _page, limit: _limit, ...filter } = filterOf(query);
        await sendCsvDownload(res, auditCsvFilename(now()), auditCsv(deps.identity, filter));
      },
    }),
  ];
}

function filterOf(query: AuditQuery): AuditFilter {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as AuditFilter;
}

async function* auditCsv(identity: Pick<IdentityApi, 'exportAuditEntries'>, filter: AuditFilter): AsyncGenerator<string> {
  yield auditCsvHeader();
  for await (const entry of identity.exportAuditEntries(filter)) yield auditCsvRow(entry);
}
