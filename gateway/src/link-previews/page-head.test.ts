import { describe, expect, it } from 'vitest';
import { absoluteUrl, htmlWithHead, shortened, type PageHead } from './page-head';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's own description." />
    <title>DevShop</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-1a2b.js"></script></body>
</html>`;

const head: PageHead = {
  language: 'fr',
  title: 'Clavier "K2" <b>&</b> | DevShop',
  description: 'Un clavier </script><script>alert(1)</script>',
  canonicalPath: '/product/0123456789abcdef01234567',
  type: 'product',
  image: { url: '/uploads/products/0123456789abcdef0123456789abcdef.jpg', alt: 'Clavier "K2"', width: 1280, height: 960 },
  price: 95_000,
  structuredData: { '@type': 'Product', name: 'K2 </script><!-- \u2028' },
};

const PUBLIC_URL = 'https://devshop.rw';

/** The document a browser would build from the HTML. */
function parsed(html: string) {
  const metas = new Map<string, string>();
  for (const [, , key, content] of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)" \/>/g)) metas.set(key!, content!);
  return { metas, scripts: [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[0]) };
}

describe('a page’s head in the shell', () => {
  const html = htmlWithHead(INDEX, head, PUBLIC_URL);

  it('replaces the shell’s title, description and language', () => {
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Clavier &quot;K2&quot; &lt;b&gt;&amp;&lt;/b&gt; | DevShop</title>');
    expect(html).not.toContain("The shell's own description.");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('gives previews absolute addresses, the type, the image and its size, and the price', () => {
    const { metas } = parsed(html);
    expect(metas.get('og:url')).toBe('https://devshop.rw/product/0123456789abcdef01234567');
    expect(html).toContain('<link rel="canonical" href="https://devshop.rw/product/0123456789abcdef01234567" />');
    expect(metas.get('og:type')).toBe('product');
    expect(metas.get('og:image')).toBe('https://devshop.rw/uploads/products/0123456789abcdef0123456789abcdef.jpg');
    expect(metas.get('og:image:width')).toBe('1280');
    expect(metas.get('og:image:height')).toBe('960');
    expect(metas.get('product:price:amount')).toBe('95000');
    expect(metas.get('product:price:currency')).toBe('RWF');
    expect(metas.get('twitter:card')).toBe('summary_large_image');
    expect(metas.get('twitter:image')).toBe(metas.get('og:image'));
    expect(metas.get('og:locale')).toBe('fr_RW');
  });

  it('lets no text close an element or start a script, in attributes or in the JSON-LD', () => {
    const { scripts } = parsed(html);
    // The shell's module and the JSON-LD: nothing else became a script.
    expect(scripts).toHaveLength(2);
    const jsonLd = scripts.find((script) => script.includes('application/ld+json'))!;
    const data = JSON.parse(jsonLd.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as { name: string };
    expect(data.name).toBe('K2 </script><!-- \u2028');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('leaves out the image where a page has none, and keeps the shell as it was otherwise', () => {
    const plain = htmlWithHead(INDEX, { language: 'en', title: 'Our Products | DevShop', description: 'All of them.', canonicalPath: '/products', type: 'website' }, PUBLIC_URL);
    const { metas } = parsed(plain);
    expect(metas.has('og:image')).toBe(false);
    expect(metas.get('twitter:card')).toBe('summary');
    expect(plain).not.toContain('ld+json');
    expect(plain).toContain('<script type="module" src="/assets/index-1a2b.js"></script>');
  });
});

describe('absoluteUrl', () => {
  it('puts site paths under the public address and keeps web addresses, but nothing else', () => {
    expect(absoluteUrl('https://devshop.rw/', '/images/a.svg')).toBe('https://devshop.rw/images/a.svg');
    expect(absoluteUrl(PUBLIC_URL, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(absoluteUrl(PUBLIC_URL, '//evil.example/a.jpg')).toBeUndefined();
    expect(absoluteUrl(PUBLIC_URL, 'data:image/webp;base64,AAAA')).toBeUndefined();
    expect(absoluteUrl(PUBLIC_URL, 'javascript:alert(1)')).toBeUndefined();
  });
});

describe('shortened', () => {
  it('keeps a short text whole and cuts a long one at a word', () => {
    expect(shortened('  A \n  keyboard.  ')).toBe('A keyboard.');
    expect(shortened('95,000\u00a0RWF')).toBe('95,000\u00a0RWF');
    const cut = shortened('word '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/word…$/);
  });
});
