/** One thing a linter says about the OpenAPI document, in a form the exceptions file can name. */
export interface LintFinding {
  linter: 'redocly' | 'spectral';
  rule: string;
  /** JSON pointer into the document, e.g. `#/paths/~1api~1v1~1orders/get/responses`. */
  pointer: string;
  message: string;
}

/** `['paths', '/api/v1/orders', 'get']` → `#/paths/~1api~1v1~1orders/get` (RFC 6901). */
export const toPointer = (path: ReadonlyArray<string | number>): string =>
  `#${path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
