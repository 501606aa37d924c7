import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';

const pages = [
  { link: 'About Us', path: '/about', heading: 'About DevShop', mentions: ['commissionaire platform', '5K+'] },
  { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy', mentions: ['local storage', 'support@devshop.rw'] },
  { link: 'Help Center', path: '/help', heading: 'Help Center', mentions: ['within 24 hours', 'WELCOME2'] },
  { link: 'Shipping Info', path: '/shipping', heading: 'Shipping Info', mentions: ['3-4 business days', '1,000 RWF', '50,000 RWF'] },
  { link: 'Returns', path: '/returns', heading: 'Returns', mentions: ['30 days'] },
  { link: 'Warranty', path: '/warranty', heading: 'Warranty', mentions: ['2-year warranty', 'manufacturer or supplier'] },
  { link: 'Contact Us', path: '/contact', heading: 'Contact Us', mentions: ['support@devshop.rw', '+250 788 000 000', '24/7'] },
  { link: 'Terms & Conditions', path: '/terms-and-conditions', heading: 'Terms and Conditions', mentions: ['commissionaire'] },
];

describe('footer', () => {
  test('each information link reaches its page with real written content', async ({ app }) => {
    await app.goto('/');
    const footer = app.page.getByRole('contentinfo');
    for (const page of pages) {
      await footer.getByRole('link', { name: page.link, exact: true }).click();
      await waitForPath(app.page, page.path);
      await waitForHeading(app.page, page.heading);
      const main = app.page.getByRole('main');
      // Money reads as formatRwf prints it, with a no-break space before RWF.
      const text = ((await main.textContent()) ?? '').replace(/\u00a0/g, ' ');
      expect(text.length, page.path).toBeGreaterThan(800);
      for (const mention of page.mentions) expect(text, page.path).toContain(mention);
      expect(await main.getByText('not available yet').count(), page.path).toBe(0);
    }
    expect(app.problems()).toEqual([]);
  });

  test('category links reach their listings and the support contacts are links', async ({ app }) => {
    await app.goto('/help');
    const footer = app.page.getByRole('contentinfo');
    for (const [label, slug] of [
      ['All Products', ''],
      ['Monitors', '/monitors'],
      ['Keyboards', '/keyboards'],
      ['Audio', '/audio'],
      ['Mice', '/mice'],
      ['Accessories', '/accessories'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await waitForPath(app.page, `/products${slug}`);
      await waitForHeading(app.page, slug === '' ? 'Our Products' : label);
    }
    expect(await footer.getByRole('link', { name: 'support@devshop.rw' }).getAttribute('href')).toBe(
      'mailto:support@devshop.rw',
    );
    expect(await footer.getByRole('link', { name: '+250 788 000 000' }).getAttribute('href')).toBe('tel:+250788000000');
    expect(app.problems()).toEqual([]);
  });

  test('a route change scrolls to the top', async ({ app }) => {
    await app.goto('/terms-and-conditions');
    await app.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await app.page.waitForFunction(() => window.scrollY > 500);
    await app.page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await waitForPath(app.page, '/privacy');
    await waitForHeading(app.page, 'Privacy Policy');
    expect(await app.page.evaluate(() => window.scrollY)).toBe(0);

    await app.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await app.page.waitForFunction(() => window.scrollY > 500);
    await app.page.getByRole('contentinfo').getByRole('link', { name: 'Warranty' }).click();
    await waitForPath(app.page, '/warranty');
    await waitForHeading(app.page, 'Warranty');
    expect(await app.page.evaluate(() => window.scrollY)).toBe(0);
    expect(app.problems()).toEqual([]);
  });
});
