/** Makes an admin's HTML safe to put in an e-mail: no scripts, handlers or dangerous URLs. */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}
