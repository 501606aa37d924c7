import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredEncoding, type HotEntry } from './hot-entry';

/** Whether an If-None-Match header names this ETag (weakly compared, as HTTP caches do). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === etag);
}

/**
 * Writes a hot read's entry: the same bytes and headers from the fast path and from the routed
 * path, compressed as the client allows, or 304 when it already holds these bytes. `leading` are
 * headers the fast path adds (name, value, name, value…), which the router's middleware set on the
 * routed path. Returns the status.
 */
export function writeHotEntry(req: IncomingMessage, res: ServerResponse, entry: HotEntry, leading: string[] = []): number {
  const { encoding, body } = entry.bytes(preferredEncoding(req.headers['accept-encoding']));
  const etag = entry.etagOf(encoding);
  const headers = [...leading, 'content-type', 'application/json; charset=utf-8', 'vary', 'Accept-Encoding', 'etag', etag];
  if (notModified(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return 304;
  }
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  headers.push('content-length', String(body.length));
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  return 200;
}
