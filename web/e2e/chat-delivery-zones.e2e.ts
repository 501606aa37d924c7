import type { DeliveryZones } from '@shop/contracts';
import { DEFAULT_DELIVERY_ZONES, formatRwf, zoneForDistrict } from '@shop/domain';
import type { Locator } from 'playwright-core';
import { signInWithApi, type ApiSession } from './harness/accounts';
import type { AppSession } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/**
 * The chat assistant answers delivery questions with the zone table the admin keeps at
 * /admin/delivery (GET /delivery-zones), and with the seeded zones while that cannot be read.
 * The table is changed through the admin API and put back afterwards: other files price orders with it.
 */

let admin: Promise<ApiSession> | null = null;
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

/** GET or PUT /api/v1/admin/delivery-zones straight to the server (not through a page). */
async function zonesApi(table?: DeliveryZones): Promise<DeliveryZones> {
  const response = await fetch(new URL('/api/v1/admin/delivery-zones', workerShop().baseUrl), {
    method: table ? 'PUT' : 'GET',
    headers: { Authorization: `Bearer ${(await adminSession()).accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: table ? JSON.stringify(table) : undefined,
  });
  const body = (await response.json()) as { success: boolean; data: DeliveryZones; message?: string };
  if (!response.ok || !body.success) throw new Error(`${table ? 'PUT' : 'GET'} /admin/delivery-zones: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

const isZonesCall = (url: string) => new URL(url).pathname === '/api/v1/delivery-zones';

/** Opens the chat on the home page once the zone table has been answered (or refused), and asks `question`. */
async function askOnceZonesAnswered(app: AppSession, question: string): Promise<Locator> {
  await app.goto('/');
  const answered = app.page.waitForResponse((response) => isZonesCall(response.url()));
  await app.page.getByRole('button', { name: 'Open chat assistant' }).click();
  await answered;
  const chat = app.page.getByRole('region', { name: 'DevShop Assistant' });
  await chat.getByLabel('Message the assistant').fill(question);
  await chat.getByLabel('Message the assistant').press('Enter');
  return chat.getByRole('log');
}

describe('chat assistant and the delivery zones', () => {
  test('after the admin makes Musanze’s zone dearer and quicker, the chat quotes the new fee and estimate', async ({ app, onTestFinished }) => {
    const before = await zonesApi();
    onTestFinished(async () => {
      await zonesApi(before);
    });
    const northern = zoneForDistrict(before.zones, 'Musanze')!;
    const fee = northern.fee + 1_000;
    const freeFrom = northern.freeFrom + 50_000;
    await zonesApi({
      zones: before.zones.map((zone) => (zone.id === northern.id ? { ...zone, fee, freeFrom, estimate: { minDays: 2, maxDays: 3 } } : zone)),
    });

    const log = await askOnceZonesAnswered(app, 'do you deliver to Musanze?');
    await log
      .getByText(
        `We deliver to Musanze by bike in 2-3 business days. Delivery is free on orders of ${formatRwf(freeFrom)} and above; below that it costs ${formatRwf(fee)}.`,
        { exact: true },
      )
      .waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('while the zones cannot be read, the chat answers with the seeded ones', async ({ app }) => {
    await app.page.route(
      (url) => isZonesCall(url.href),
      (route) => route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
    );
    const seeded = zoneForDistrict(DEFAULT_DELIVERY_ZONES, 'Musanze')!;
    const log = await askOnceZonesAnswered(app, 'do you deliver to Musanze?');
    await log
      .getByText(
        `We deliver to Musanze by bike in ${seeded.estimate.minDays}-${seeded.estimate.maxDays} business days. Delivery is free on orders of ${formatRwf(seeded.freeFrom)} and above; below that it costs ${formatRwf(seeded.fee)}.`,
        { exact: true },
      )
      .waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
