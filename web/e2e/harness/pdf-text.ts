import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, one string per text operator, in drawing order: content streams are
 * inflated (FlateDecode) and the strings of Tj / TJ operators decoded (hex or literal, read
 * as Latin-1). Enough to check a receipt that pdf-lib wrote; not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string[] {
  return pdfContentStreams(bytes).flatMap(textOperators);
}

/** Every stream of a PDF, inflated when it is FlateDecode, read as Latin-1. */
export function pdfContentStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const source = raw.toString('latin1');
  const streams: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const dictStart = source.lastIndexOf('<<', match.index);
    const dict = source.slice(dictStart, match.index);
    let body = raw.subarray(start, end);
    if (/\/FlateDecode/.test(dict)) {
      try {
        body = inflateSync(body);
      } catch {
        // Some writers leave trailing bytes: try without the final end-of-line.
        try {
          body = inflateSync(raw.subarray(start, end).subarray(0, -1));
        } catch {
          continue;
        }
      }
    }
    streams.push(body.toString('latin1'));
    streamPattern.lastIndex = end;
  }
  return streams;
}

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i < clean.length; i += 2) out += String.fromCharCode(parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  return out;
}

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escape: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return named[escape] ?? String.fromCharCode(parseInt(escape, 8));
  });
}

function textOperators(content: string): string[] {
  const out: string[] = [];
  const pattern = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj|\[([^\]]*)\]\s*TJ/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(content))) {
    if (match[1] !== undefined) out.push(decodeHex(match[1]));
    else if (match[2] !== undefined) out.push(decodeLiteral(match[2]));
    else if (match[3] !== undefined) {
      const parts = [...match[3].matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)];
      out.push(parts.map((p) => (p[1] !== undefined ? decodeHex(p[1]) : decodeLiteral(p[2] ?? ''))).join(''));
    }
  }
  return out;
}
