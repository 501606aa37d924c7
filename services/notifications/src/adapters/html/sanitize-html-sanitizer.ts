import sanitizeHtml from 'sanitize-html';
import type { HtmlSanitizer } from '../../core/ports/html-sanitizer.port';

/**
 * sanitize-html with the tags a newsletter uses (its defaults plus images and headings); links
 * only http(s) and mailto, images only http(s), no scripts, styles, forms or event handlers.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export class SanitizeHtmlSanitizer implements HtmlSanitizer {
  sanitize(html: string): string {
    return sanitizeHtml(html, OPTIONS);
  }
}
