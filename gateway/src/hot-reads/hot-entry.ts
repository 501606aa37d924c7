import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a response goes as it is: compressing it saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A hot read's answer, ready to write: the JSON envelope's bytes and their ETag, computed once;
 * each compressed form is made the first time a client asks for it, then kept.
 */
export class HotEntry {
  readonly etag: string;
  private readonly encoded = new Map<Exclude<Encoding, 'identity'>, Buffer>();

  constructor(readonly body: Buffer) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  static ofEnvelope(envelope: unknown): HotEntry {
    return new HotEntry(Buffer.from(JSON.stringify(envelope), 'utf8'));
  }

  /** The bytes in an encoding; `identity` for a small body. */
  bytes(encoding: Encoding): { encoding: Encoding; body: Buffer } {
    if (encoding === 'identity' || this.body.length < COMPRESS_FROM_BYTES) return { encoding: 'identity', body: this.body };
    let body = this.encoded.get(encoding);
    if (!body) {
      // Made once per entry and served many times: a good ratio is worth a little time.
      body =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
          : gzipSync(this.body, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return { encoding, body };
  }

  /** The ETag of one encoding of the body: a compressed form is other bytes, so another tag. */
  etagOf(encoding: Encoding): string {
    return encoding === 'identity' ? this.etag : `${this.etag.slice(0, -1)}-${encoding}"`;
  }
}

/** The best encoding an Accept-Encoding header allows: brotli, then gzip (a q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
