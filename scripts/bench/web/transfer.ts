// Bytes the shop sent, by what they were: what a shopper's data bundle pays for.
export const TRANSFER_KINDS = ['document', 'stylesheet', 'script', 'font', 'image', 'other'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface Transfer {
  /** Response bytes (status line, headers and body as sent, compressed when the shop compressed) per kind. */
  bytes: Record<TransferKind, number>;
  total: number;
  requests: number;
  /** Each response, in the order they began: which files a visit cost, for a closer look in the JSON. */
  responses: Array<{ path: string; status: number; kind: TransferKind; bytes: number }>;
}

export function emptyTransfer(): Transfer {
  return { bytes: { document: 0, stylesheet: 0, script: 0, font: 0, image: 0, other: 0 }, total: 0, requests: 0, responses: [] };
}

/** The kind of a response from its Content-Type, or its path's extension when it has none. */
export function transferKind(contentType: string | undefined, path: string): TransferKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/html') return 'document';
  if (type === 'text/css') return 'stylesheet';
  if (type.includes('javascript')) return 'script';
  if (type.startsWith('font/') || type.includes('font-woff')) return 'font';
  if (type.startsWith('image/')) return 'image';
  if (type) return 'other';
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(path)?.[1]?.toLowerCase();
  if (extension === 'js' || extension === 'mjs') return 'script';
  if (extension === 'css') return 'stylesheet';
  if (extension === 'woff2' || extension === 'woff') return 'font';
  if (extension && ['avif', 'webp', 'jpg', 'jpeg', 'png', 'gif', 'svg', 'ico'].includes(extension)) return 'image';
  return 'other';
}
