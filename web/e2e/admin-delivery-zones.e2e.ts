import { DELIVERY_ZONE_LIMITS, type DeliveryZones } from '@shop/contracts';
import { DEFAULT_DELIVERY_ZONES, formatRwf } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import type { AppSession, SessionOptions } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/**
 * /admin/delivery: the admin adds a delivery zone, gives it a district, saves, and later takes
 * the district back and removes the zone. Runs against the real server, so the table is read
 * first and put back afterwards: later files (checkout-zones) price orders with it.
 */

let admin: Promise<ApiSession> | null = null;
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

/** GET or PUT /api/v1/admin/delivery-zones straight to the server (not through a page). */
async function zonesApi(session: ApiSession, table?: DeliveryZones): Promise<DeliveryZones> {
  const response = await fetch(new URL('/api/v1/admin/delivery-zones', workerShop().baseUrl), {
    method: table ? 'PUT' : 'GET',
    headers: { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: table ? JSON.stringify(table) : undefined,
  });
  const body = (await response.json()) as { success: boolean; data: DeliveryZones; message?: string };
  if (!response.ok || !body.success) throw new Error(`${table ? 'PUT' : 'GET'} /admin/delivery-zones: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

async function openZones(open: (options?: SessionOptions) => Promise<AppSession>, session: ApiSession): Promise<AppSession> {
  const app = await open({ storage: sessionStorageFor(session) });
  await app.goto('/admin/delivery');
  await waitForHeading(app.page, 'Delivery Zones');
  return app;
}

const main = (page: Page) => page.getByRole('main');
const nameInputs = (page: Page) => main(page).getByLabel(/^Name of zone /);
const remove = (page: Page, zone: string) => main(page).getByRole('button', { name: `Remove zone ${zone}`, exact: true });
const districtZone = (page: Page, district: string) => main(page).getByLabel(`Delivery zone of ${district}`, { exact: true });
const save = (page: Page) => main(page).getByRole('button', { name: 'Save zones', exact: true });
const addZone = (page: Page) => main(page).getByRole('button', { name: 'Add a zone', exact: true });
const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

/** The text of what a control's aria-describedby points at. */
const description = (control: Locator) =>
  control.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent?.trim());

const REMOVE_HINT = 'A zone that still has districts cannot be removed: move its districts to another zone first.';

describe('admin delivery zones', () => {
  test('the admin adds a zone, moves Nyagatare into it and saves; then moves it back and removes the zone', async ({ open, onTestFinished }) => {
    const session = await adminSession();
    const before = await zonesApi(session);
    onTestFinished(async () => {
      await zonesApi(session, before);
    });
    const app = await openZones(open, session);
    const page = app.page;
    const eastern = before.zones.find((zone) => zone.districts.includes('Nyagatare'))!;
    await nameInputs(page).nth(before.zones.length - 1).waitFor();

    // A zone with districts cannot go, and says why where everyone can read it.
    expect(await remove(page, eastern.name).isDisabled()).toBe(true);
    expect(await description(remove(page, eastern.name))).toBe(REMOVE_HINT);
    await main(page).getByText(REMOVE_HINT).waitFor();

    // Add a zone: the caret goes to its name, and it starts from the first zone's figures.
    await addZone(page).click();
    await expect.poll(() => activeLabel(page)).toMatch(/^Name of zone zone-\d+$/);
    const newId = (await activeLabel(page))!.slice('Name of zone '.length);
    expect(before.zones.map((zone) => zone.id)).not.toContain(newId);
    await page.keyboard.type('Nyagatare express');
    const fee = main(page).getByLabel('Fee (RWF) (Nyagatare express)', { exact: true });
    expect(await fee.inputValue()).toBe(String(before.zones[0]!.fee));
    await fee.fill('2000');
    // Empty, it could go again at once; with a district, it cannot.
    expect(await remove(page, 'Nyagatare express').isEnabled()).toBe(true);
    await districtZone(page, 'Nyagatare').selectOption({ label: 'Nyagatare express' });
    expect(await remove(page, 'Nyagatare express').isDisabled()).toBe(true);
    expect(await description(remove(page, 'Nyagatare express'))).toBe(REMOVE_HINT);
    await main(page).getByText(`Nyagatare express: ${formatRwf(2000)}`, { exact: false }).waitFor();

    await save(page).click();
    await main(page).getByRole('status').getByText('Delivery zones saved.').waitFor();
    const saved = await zonesApi(session);
    expect(saved.zones.at(-1)).toMatchObject({ id: newId, name: 'Nyagatare express', fee: 2000, districts: ['Nyagatare'] });
    expect(saved.zones.find((zone) => zone.id === eastern.id)!.districts).not.toContain('Nyagatare');

    // Kept across a reload.
    await app.goto('/admin/delivery');
    await waitForHeading(page, 'Delivery Zones');
    const stored = main(page).getByLabel(`Name of zone ${newId}`, { exact: true });
    await stored.waitFor();
    expect(await stored.inputValue()).toBe('Nyagatare express');
    expect(await main(page).getByLabel('Fee (RWF) (Nyagatare express)', { exact: true }).inputValue()).toBe('2000');
    expect(await districtZone(page, 'Nyagatare').inputValue()).toBe(newId);
    expect(await remove(page, 'Nyagatare express').isDisabled()).toBe(true);

    // Nyagatare back to its zone; the emptied zone goes, and nothing is sent until Save.
    await districtZone(page, 'Nyagatare').selectOption(eastern.id);
    await remove(page, 'Nyagatare express').click();
    expect(await nameInputs(page).count()).toBe(before.zones.length);
    expect((await zonesApi(session)).zones.map((zone) => zone.id)).toContain(newId);
    await save(page).click();
    await main(page).getByRole('status').getByText('Delivery zones saved.').waitFor();

    await app.goto('/admin/delivery');
    await waitForHeading(page, 'Delivery Zones');
    await nameInputs(page).nth(before.zones.length - 1).waitFor();
    expect(await nameInputs(page).count()).toBe(before.zones.length);
    expect(await main(page).getByLabel(`Name of zone ${newId}`).count()).toBe(0);
    expect(await districtZone(page, 'Nyagatare').inputValue()).toBe(eastern.id);
    expect(await zonesApi(session)).toEqual(before);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a table with as many zones as the contract allows offers no Add a zone, and says why', async ({ open }) => {
    const session = await adminSession();
    const app = await open({ storage: sessionStorageFor(session) });
    // The page alone sees a full table: the server's stays as it is.
    const extra = Array.from({ length: DELIVERY_ZONE_LIMITS.zones - DEFAULT_DELIVERY_ZONES.length }, (_, at) => ({ ...DEFAULT_DELIVERY_ZONES[0]!, id: `extra-${at}`, name: `Extra ${at}`, districts: [] }));
    await app.page.route('**/api/v1/admin/delivery-zones', (route) =>
      route.fulfill({ status: 200, json: { success: true, data: { zones: [...DEFAULT_DELIVERY_ZONES, ...extra] } } }),
    );
    await app.goto('/admin/delivery');
    const page = app.page;
    await nameInputs(page).nth(DELIVERY_ZONE_LIMITS.zones - 1).waitFor();
    expect(await addZone(page).isDisabled()).toBe(true);
    expect(await description(addZone(page))).toBe(`The table holds at most ${DELIVERY_ZONE_LIMITS.zones} zones.`);

    // One zone fewer, and there is room again.
    await remove(page, 'Extra 0').click();
    expect(await addZone(page).isEnabled()).toBe(true);
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
