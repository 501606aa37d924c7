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
 * path, compressed as the client allows, or 304 when it already holds these bytes. Returns the status.
 */
export function writeHotEntry(req: IncomingMessage, res: ServerResponse, entry: HotEntry): number {
  const { encoding, body } = entry.bytes(preferredEncoding(req.headers['accept-encoding']));
  const etag = entry.etagOf(encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (notModified(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return 304;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
  return 200;
}
