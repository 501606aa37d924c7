import fc from 'fast-check';
import { toJsonText } from './hostile-values';

/** What goes on the wire after the headers a role adds. */
export interface WireBody {
  contentType?: string;
  contentEncoding?: string;
  bytes: Buffer;
}

export type Encoding =
  | 'json'
  | 'json-charset-utf16'
  | 'text-plain'
  | 'form'
  | 'multipart'
  | 'multipart-garbage'
  | 'no-content-type'
  | 'invalid-json'
  | 'invalid-utf8'
  | 'gzip-garbage'
  | 'huge-json';

/** The content types the API must refuse cleanly, or read as what they are (JSON to a file route). */
export const encoding = (fileRoute: boolean, formRoute: boolean): fc.Arbitrary<Encoding> =>
  fc.constantFrom<Encoding>(
    fileRoute || formRoute ? 'json' : 'multipart',
    'json-charset-utf16',
    'text-plain',
    'form',
    'multipart-garbage',
    'no-content-type',
    'invalid-json',
    'invalid-utf8',
    'gzip-garbage',
    'huge-json',
  );

/**
 * Percent-encoding that takes any string: a lone surrogate, which `encodeURIComponent` refuses,
 * goes out as the bytes UTF-8 forbids for it (ED A0 80), for the server's decoder to meet.
 */
export function encodeText(text: string): string {
  const wellFormed = !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
  return wellFormed ? encodeURIComponent(text) : `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}%ED%A0%80`;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** The file part of a multipart body: a PNG's first bytes, or something claiming to be one. */
export const fileBytes = fc.oneof(
  fc.constant(PNG),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from('<svg onload="alert(1)"/>')),
  fc.constant(Buffer.concat([PNG, Buffer.from('<?php system($_GET[0]); ?>')])),
);

const INVALID_JSON = ['{', '{"a":', '[1,2', 'nul', "{'a':1}", '{"a":1}}', '\u0000', '{"a":1,}', '--', '{"__proto__":'];

export function encodeBody(value: unknown, how: Encoding, file: { field: string; bytes: Buffer } | undefined, pick: number): WireBody {
  const text = value === undefined ? '' : toJsonText(value);
  switch (how) {
    case 'json':
      return { contentType: 'application/json', bytes: Buffer.from(text) };
    case 'json-charset-utf16':
      return { contentType: 'application/json; charset=utf-16', bytes: Buffer.from(text, 'utf16le') };
    case 'text-plain':
      return { contentType: 'text/plain', bytes: Buffer.from(text) };
    case 'no-content-type':
      return { bytes: Buffer.from(text) };
    case 'form':
      return { contentType: 'application/x-www-form-urlencoded', bytes: Buffer.from(formText(value)) };
    case 'multipart':
      return multipart(value, file);
    case 'multipart-garbage':
      return { contentType: 'multipart/form-data; boundary=zzz', bytes: Buffer.from('--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--yyy--') };
    case 'invalid-json':
      return { contentType: 'application/json', bytes: Buffer.from(INVALID_JSON[pick % INVALID_JSON.length]!) };
    case 'invalid-utf8':
      return { contentType: 'application/json', bytes: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}')]) };
    case 'gzip-garbage':
      return { contentType: 'application/json', contentEncoding: 'gzip', bytes: Buffer.from(text || 'not gzip') };
    case 'huge-json':
      return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify({ padding: 'x'.repeat(2_000_000) })) };
  }
}

/** Fields as `a=1&b[c]=2&b[$gt]=`: brackets and operators a lenient form parser would nest. */
function formText(value: unknown): string {
  const pairs: string[] = [];
  const walk = (at: unknown, key: string) => {
    if (at !== null && typeof at === 'object') {
      for (const [child, inner] of Object.entries(at)) walk(inner, key ? `${key}[${child}]` : child);
    } else pairs.push(`${encodeText(key || 'value')}=${encodeText(String(at))}`);
  };
  walk(value, '');
  return [...pairs, 'extra[$gt]=', '__proto__[polluted]=yes'].join('&');
}

/** A well-formed multipart body: each top-level field as text, and the file when the route takes one. */
function multipart(value: unknown, file: { field: string; bytes: Buffer } | undefined): WireBody {
  const boundary = 'fuzz-boundary-7d1e';
  const parts: Buffer[] = [];
  const fields = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['value', value]];
  for (const [name, field] of fields) {
    const text = typeof field === 'string' ? field : toJsonText(field);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${String(name).replace(/["\r\n]/g, '_')}"\r\n\r\n${text}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat(parts) };
}
