import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { problemsBesidesNotFound } from './harness/shop-api';

/** What Chromium logs when a page arrives with status 404 (any other failed load is a problem). */

describe('404 page', () => {
  test('an unknown path answers 404 and shows Page Not Found inside the shell', async ({ app }) => {
    const answer = await app.context.request.get(app.url('/no/such/page'));
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain('<div id="root"></div>');
    await app.goto('/no/such/page');
    await waitForHeading(app.page, 'Page Not Found');
    expect(await app.page.title()).toBe('Page Not Found | DevShop');
    await app.page.getByRole('banner').waitFor();
    await app.page.getByRole('contentinfo').waitFor();
    const mail = app.page.getByRole('main').getByRole('link', { name: 'support@devshop.rw' });
    expect(await mail.getAttribute('href')).toBe('mailto:support@devshop.rw');
    expect(problemsBesidesNotFound(app)).toEqual([]);
  });

  const links = [
    { name: 'Go to Home', path: '/', heading: 'Gear up for your best code' },
    { name: 'Browse Products', path: '/products', heading: 'Our Products' },
    { name: 'Keyboards', path: '/products/keyboards', heading: 'Keyboards' },
    { name: 'Monitors', path: '/products/monitors', heading: 'Monitors' },
    { name: 'Audio', path: '/products/audio', heading: 'Audio' },
  ];

  test('its links reach home, products and the three quick-link categories', async ({ app }) => {
    for (const link of links) {
      await app.goto('/definitely-missing');
      await waitForHeading(app.page, 'Page Not Found');
      await app.page.getByRole('main').getByRole('link', { name: link.name, exact: true }).click();
      await waitForPath(app.page, link.path);
      await waitForHeading(app.page, link.heading);
    }
    expect(problemsBesidesNotFound(app)).toEqual([]);
  });
});
