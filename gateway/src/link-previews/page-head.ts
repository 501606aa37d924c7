import type { Language } from '@shop/domain';

/** What a page says of itself to a link preview or a search engine, before any script runs. */
export interface PageHead {
  language: Language;
  title: string;
  description: string;
  /** The page's own address (a site path), whatever query or alias it was reached by. */
  canonicalPath: string;
  type: 'website' | 'product';
  image?: { url: string; alt: string; width?: number; height?: number };
  /** A product's price in RWF. */
  price?: number;
  /** schema.org data about the page (JSON-LD). */
  structuredData?: Record<string, unknown>;
}

/** Open Graph locales of the shop's languages. */
const OG_LOCALES: Record<Language, string> = { en: 'en_RW', fr: 'fr_RW', rw: 'rw_RW' };

/** Longest description a preview shows in full (search engines cut at about 160 characters). */
const DESCRIPTION_MAX = 200;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON safe inside `<script type="application/ld+json">`: nothing in it can close the element or
 * start a comment, and the line separators JavaScript once refused are escaped too.
 */
export function jsonForScriptElement(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute address for a site path or an https/http URL; nothing for anything else (data:, blob:). */
export function absoluteUrl(publicUrl: string, url: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl.replace(/\/+$/, '')}${url}`;
  return undefined;
}

/** A description cut at a word, within what previews show. */
export function shortened(text: string, max = DESCRIPTION_MAX): string {
  // Runs of spaces and line breaks become one space; a no-break space (in prices) stays.
  const plain = text.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
}

/** The head elements of a page: description, canonical link, Open Graph, Twitter card, JSON-LD. */
export function headElements(head: PageHead, publicUrl: string): string[] {
  const url = absoluteUrl(publicUrl, head.canonicalPath)!;
  const image = head.image && absoluteUrl(publicUrl, head.image.url);
  const description = shortened(head.description);
  const elements = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', 'DevShop'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
  ];
  if (image && head.image) {
    elements.push(meta('property', 'og:image', image), meta('property', 'og:image:alt', head.image.alt));
    if (head.image.width && head.image.height) {
      elements.push(meta('property', 'og:image:width', head.image.width), meta('property', 'og:image:height', head.image.height));
    }
  }
  if (head.price !== undefined) {
    elements.push(meta('property', 'product:price:amount', head.price), meta('property', 'product:price:currency', 'RWF'));
  }
  elements.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
  );
  if (image && head.image) elements.push(meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', head.image.alt));
  if (head.structuredData) elements.push(`<script type="application/ld+json">${jsonForScriptElement(head.structuredData)}</script>`);
  return elements;
}

/**
 * The built index.html with the page's own head: its language, title and description replace
 * the shell's, and the preview elements go at the end of <head>.
 */
export function htmlWithHead(indexHtml: string, head: PageHead, publicUrl: string): string {
  const elements = headElements(head, publicUrl).join('\n    ');
  const html = indexHtml
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${head.language}"`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`);
  // A shell without a written </head> (the parser supplies it) takes them after its title.
  return /<\/head>/i.test(html)
    ? html.replace(/<\/head>/i, () => `  ${elements}\n  </head>`)
    : html.replace(/<\/title>/i, () => `</title>\n    ${elements}`);
}
