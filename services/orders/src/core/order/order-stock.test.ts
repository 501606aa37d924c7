import { AppError } from '@shop/domain';
import type { OrderStatusChangedData } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { OrdersPorts } from '../orders-ports';
import type { OrderChange, OrderCondition } from '../ports/order-repository.port';
import type { StockLine } from '../ports/stock-catalog.port';
import type { OrderRecord, ReservationState } from './order';
import { OrderStock } from './order-stock';
import { anOrderRecord } from '../../testing/order-record';

const NOW = '2026-11-14T09:00:00.000Z';
const SWEEPER_RETRIES = 'catalog step did not complete; the sweeper will retry it';
type CatalogStep = 'reserve' | 'release' | 'commit' | 'returnToStock';

function anOrder(state: ReservationState, overrides: Partial<OrderRecord> = {}): OrderRecord {
  return anOrderRecord({
    id: 'order-1',
    userId: 'user-1',
    items: [{ productId: 'p1', name: 'Keyboard', price: 40_000, quantity: 2, category: 'keyboards', image: '/k.svg' }],
    subtotal: 80_000,
    deliveryFee: 0,
    total: 80_000,
    paymentInfo: { method: 'momo', status: 'paid', amount: 80_000, currency: 'RWF' },
    reservation: { reference: 'order-1', state, expiresAt: NOW, attempts: 1 },
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  });
}

/** The order as stored (conditional updates as the repository does them), a scripted catalog, what was logged and published. */
function stockWith(stored: OrderRecord, failing: Partial<Record<CatalogStep, Error | ((reference: string) => Error | undefined)>> = {}) {
  let current = structuredClone(stored);
  const catalogCalls: Array<[CatalogStep, string]> = [];
  const reservedLines: StockLine[][] = [];
  const couponCalls: string[] = [];
  const warnings: Array<[Record<string, unknown>, string]> = [];
  const statusChanges: OrderStatusChangedData[] = [];
  const holds = (condition: OrderCondition) =>
    (!condition.reservationState || condition.reservationState.includes(current.reservation.state)) &&
    (!condition.couponUsage || condition.couponUsage.includes(current.couponUsage));
  const orders = {
    findAnyById: async () => structuredClone(current),
    update: async (_id: string, condition: OrderCondition, change: OrderChange) => {
      if (!holds(condition)) return null;
      const { reservation, attention, history, paymentInfo, unsetFailureReason: _unset, ...rest } = change;
      current = {
        ...current,
        ...rest,
        paymentInfo: { ...current.paymentInfo, ...paymentInfo },
        reservation: { ...current.reservation, ...reservation },
        history: history ? [...current.history, history] : current.history,
      };
      if (attention === null) delete current.attention;
      else if (attention) current.attention = attention;
      return structuredClone(current);
    },
  };
  const step = (name: CatalogStep) => async (reference: string, lines?: StockLine[]) => {
    catalogCalls.push([name, reference]);
    if (lines) reservedLines.push(lines);
    const failure = failing[name];
    const error = typeof failure === 'function' ? failure(reference) : failure;
    if (error) throw error;
  };
  const deps = {
    orders,
    coupons: {
      claimUse: async (code: string) => couponCalls.push(`claim ${code}`) > 0,
      claimUserUse: async (code: string) => couponCalls.push(`claim user ${code}`) > 0,
      releaseUse: async (code: string) => void couponCalls.push(`release ${code}`),
      releaseUserUse: async (code: string) => void couponCalls.push(`release user ${code}`),
    },
    catalog: { reserve: step('reserve'), release: step('release'), commit: step('commit'), returnToStock: step('returnToStock') },
    events: { statusChanged: async (data: OrderStatusChangedData) => void statusChanges.push(data) },
    clock: { now: () => new Date(NOW), sleep: async () => {} },
    log: { warn: (fields: Record<string, unknown>, message: string) => void warnings.push([fields, message]), info: () => {} },
    unitOfWork: { run: <R>(work: () => Promise<R>) => work() },
  } as unknown as Pick<OrdersPorts, 'orders' | 'coupons' | 'catalog' | 'events' | 'clock' | 'log' | 'unitOfWork'>;
  return { stock: new OrderStock(deps), stored: () => current, catalogCalls, reservedLines, couponCalls, warnings, statusChanges };
}

const down = new AppError('unavailable', 'catalog down');
const noSale = new AppError('conflict', 'nothing sold under this reference');
const soldOut = new AppError('conflict', 'Only 1 left of Keyboard');

describe('OrderStock: an unpaid order given up', () => {
  it('releases its stock and gives its coupon use back, once, however often the step is finished', async () => {
    const order = anOrder('releasing', { couponCode: 'LESS1000', couponUsage: 'counted' });
    const s = stockWith(order);
    const after = await s.stock.finish(order);
    expect(after).toMatchObject({ reservation: { state: 'released' }, couponUsage: 'returned' });
    expect(s.catalogCalls).toEqual([['release', 'order-1']]);
    expect(s.couponCalls).toEqual(['release LESS1000', 'release user LESS1000']);
    // A second caller with the same (now stale) order: the catalog call repeats, the coupon use does not.
    expect(await s.stock.finish(order)).toMatchObject({ reservation: { state: 'released' }, couponUsage: 'returned' });
    expect(s.couponCalls).toHaveLength(2);
  });

  it('leaves the step to the sweeper when the catalog cannot be reached, and says so', async () => {
    const order = anOrder('releasing');
    const s = stockWith(order, { release: down });
    expect(await s.stock.finish(order)).toEqual(order);
    expect(s.stored().reservation.state).toBe('releasing');
    expect(s.warnings).toEqual([[{ orderId: 'order-1', step: 'release', err: down }, SWEEPER_RETRIES]]);
  });

  it('never overwrites a step that moved on meanwhile (the payment committed it)', async () => {
    const s = stockWith(anOrder('committed'));
    await s.stock.finish(anOrder('releasing'));
    expect(s.stored().reservation.state).toBe('committed');
  });
});

describe('OrderStock: a paid order cancelled', () => {
  it('puts its sold units back and gives the coupon use back', async () => {
    const order = anOrder('returning', { status: 'cancelled', couponCode: 'LESS1000', couponUsage: 'counted' });
    const s = stockWith(order);
    expect(await s.stock.finish(order)).toMatchObject({ reservation: { state: 'returned' }, couponUsage: 'returned' });
    expect(s.catalogCalls).toEqual([['returnToStock', 'order-1']]);
    expect(s.couponCalls).toEqual(['release LESS1000', 'release user LESS1000']);
    expect(s.warnings).toEqual([]);
    expect(await s.stock.finish(order)).toMatchObject({ reservation: { state: 'returned' } });
    expect(s.couponCalls).toHaveLength(2);
  });

  it('with no sale in the catalog (it had been released) finishes anyway and tells the operator', async () => {
    const order = anOrder('returning', { status: 'cancelled' });
    const s = stockWith(order, { returnToStock: noSale });
    expect(await s.stock.finish(order)).toMatchObject({ reservation: { state: 'returned' } });
    expect(s.warnings).toEqual([[{ orderId: 'order-1', reason: 'nothing sold under this reference' }, 'no sold units to return for a cancelled order']]);
  });

  it('leaves the return to the sweeper when the catalog fails in any other way', async () => {
    for (const failure of [down, new Error('socket hang up')]) {
      const order = anOrder('returning', { status: 'cancelled' });
      const s = stockWith(order, { returnToStock: failure });
      expect(await s.stock.finish(order)).toEqual(order);
      expect(s.stored().reservation.state).toBe('returning');
      expect(s.warnings).toEqual([[{ orderId: 'order-1', step: 'return', err: failure }, SWEEPER_RETRIES]]);
    }
  });
});

describe('OrderStock: a paid order committed', () => {
  it('commits its reserved stock', async () => {
    const order = anOrder('committing', { status: 'confirmed' });
    const s = stockWith(order);
    expect(await s.stock.finish(order)).toMatchObject({ reservation: { state: 'committed', reference: 'order-1' } });
    expect(s.catalogCalls).toEqual([['commit', 'order-1']]);
  });

  it('leaves the commit to the sweeper when the catalog cannot be reached', async () => {
    const order = anOrder('committing', { status: 'confirmed' });
    const s = stockWith(order, { commit: down });
    expect(await s.stock.finish(order)).toEqual(order);
    expect(s.warnings).toEqual([[{ orderId: 'order-1', step: 'commit', err: down }, SWEEPER_RETRIES]]);
  });

  it('reserves the stock again under the next reference when the catalog had released it, rather than lose the payment', async () => {
    const order = anOrder('committing', { status: 'pending' });
    const s = stockWith(order, { commit: (reference) => (reference === 'order-1' ? noSale : undefined) });
    const after = await s.stock.finish(order);
    // The released reference cannot be reserved again: the order moves on to `order-1-2`.
    expect(s.catalogCalls).toEqual([
      ['commit', 'order-1'],
      ['reserve', 'order-1-2'],
      ['commit', 'order-1-2'],
    ]);
    expect(after).toMatchObject({ status: 'confirmed', reservation: { state: 'committed', reference: 'order-1-2', attempts: 2 } });
  });
});

describe('OrderStock: a paid order whose stock had been released', () => {
  it('reserves and commits it again, confirms the order and tells the shopper', async () => {
    for (const status of ['pending', 'cancelled'] as const) {
      const order = anOrder('reserving', { status, couponCode: 'LESS1000', couponUsage: 'returned', attention: { reason: 'refund_due', message: 'x', flaggedAt: NOW } });
      const s = stockWith(order);
      const after = await s.stock.finish(order);
      expect(after).toMatchObject({ status: 'confirmed', reservation: { state: 'committed' } });
      expect(s.stored().couponUsage).toBe('counted');
      expect(after.attention).toBeUndefined();
      expect(after.history).toEqual([{ at: NOW, by: 'system', event: 'stock re-reserved and committed', from: status, to: 'confirmed' }]);
      expect(s.catalogCalls).toEqual([
        ['reserve', 'order-1'],
        ['commit', 'order-1'],
      ]);
      expect(s.couponCalls).toEqual(['claim LESS1000', 'claim user LESS1000']);
      expect(s.statusChanges).toMatchObject([{ orderId: 'order-1', from: status, to: 'confirmed', reason: 'payment_paid', changedBy: 'system' }]);
    }
  });

  it('reserves each line again as it was bought: a variant line with its variant', async () => {
    const items = [
      { productId: 'p1', variantId: 'v1', variantLabel: 'L / Black', name: 'Hoodie', price: 25_000, quantity: 2, category: 'clothing', image: '/h.svg' },
      { productId: 'p1', variantId: 'v2', variantLabel: 'M / Black', name: 'Hoodie', price: 25_000, quantity: 1, category: 'clothing', image: '/h.svg' },
      { productId: 'p2', name: 'Keyboard', price: 40_000, quantity: 3, category: 'keyboards', image: '/k.svg' },
    ];
    const s = stockWith(anOrder('reserving', { items }));
    await s.stock.finish(anOrder('reserving', { items }));
    expect(s.reservedLines).toStrictEqual([
      [
        { productId: 'p1', variantId: 'v1', quantity: 2 },
        { productId: 'p1', variantId: 'v2', quantity: 1 },
        { productId: 'p2', quantity: 3 },
      ],
    ]);
  });

  it('keeps a status the admin already moved on, without a status e-mail', async () => {
    const order = anOrder('reserving', { status: 'processing' });
    const s = stockWith(order);
    expect(await s.stock.finish(order)).toMatchObject({ status: 'processing', reservation: { state: 'committed' } });
    expect(s.statusChanges).toEqual([]);
  });

  it('flags the order for an admin when the stock is gone, keeping the payment', async () => {
    for (const failure of [soldOut, new AppError('not_found', 'Product not found')]) {
      const order = anOrder('reserving');
      const s = stockWith(order, { reserve: failure });
      const message = `Paid after its stock was released, and the stock could not be reserved again (${failure.message}). Restock and confirm, or refund the shopper.`;
      const after = await s.stock.finish(order);
      expect(after).toMatchObject({ status: 'pending', reservation: { state: 'released' }, attention: { reason: 'paid_without_stock', message, flaggedAt: NOW } });
      expect(after.history).toEqual([{ at: NOW, by: 'system', event: 'attention', note: message }]);
      expect(s.warnings).toEqual([[{ orderId: 'order-1', reason: failure.message }, 'paid order could not be re-reserved; flagged for an admin']]);
    }
  });

  it('leaves the re-reservation to the sweeper when the catalog cannot be reached', async () => {
    for (const failure of [down, new Error('socket hang up')]) {
      const order = anOrder('reserving');
      const s = stockWith(order, { reserve: failure });
      expect(await s.stock.finish(order)).toEqual(order);
      expect(s.stored()).toEqual(order);
      expect(s.warnings).toEqual([[{ orderId: 'order-1', step: 'reserve', err: failure }, SWEEPER_RETRIES]]);
    }
  });

  it('changes nothing when another caller finished it meanwhile', async () => {
    const done = anOrder('committed', { status: 'confirmed' });
    const s = stockWith(done);
    expect(await s.stock.finish(anOrder('reserving'))).toEqual(anOrder('reserving'));
    expect(s.stored()).toEqual(done);
    expect(s.statusChanges).toEqual([]);
    const flagged = stockWith(done, { reserve: soldOut });
    await flagged.stock.finish(anOrder('reserving'));
    expect(flagged.stored()).toEqual(done);
  });
});
