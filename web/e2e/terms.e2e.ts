import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';

const sections = [
  'Platform Nature and Role',
  'User Responsibilities',
  'Transactions and Payments',
  'Disclaimers and Limitations',
  'Privacy and Data Protection',
  'Changes to Terms',
  'Contact Information',
];

describe('terms and conditions', () => {
  test('has every section and the key commitments', async ({ app }) => {
    await app.goto('/terms-and-conditions');
    await waitForHeading(app.page, 'Terms and Conditions');
    const main = app.page.getByRole('main');
    for (const [i, title] of sections.entries()) {
      await main.getByRole('heading', { level: 2, name: `${i + 1}. ${title}` }).waitFor();
    }
    const text = (await main.textContent()) ?? '';
    for (const phrase of [
      'commissionaire platform',
      'liability is limited to the commission fees',
      'Warranties are provided by the manufacturers or suppliers',
      'Rwandan francs (RWF)',
      'include 18% VAT',
      'mobile money',
      'support@devshop.rw',
      '+250 788 000 000',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(app.problems()).toEqual([]);
  });

  test('the back link and I Understand and Agree both go to /login', async ({ app }) => {
    for (const name of ['Back to Sign In', 'Back', 'I Understand and Agree']) {
      await app.goto('/terms-and-conditions');
      await app.page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await waitForPath(app.page, '/login');
      await waitForHeading(app.page, 'Sign In');
    }
    expect(app.problems()).toEqual([]);
  });
});
