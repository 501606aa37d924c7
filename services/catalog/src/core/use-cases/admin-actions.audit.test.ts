// The audit entries (catalog.admin-action) each admin write of the catalog records, in the
// store's outbox, with its change.
import { newId, runWithRequestContext } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentSearchableProducts } from '../../adapters/storage/document-searchable-products';
import { DocumentSearchSynonymStore } from '../../adapters/storage/document-search-synonym-store';
import { failureOf, storeWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { ADMIN_ACTOR, ADMIN_ID, productInput } from '../../testing/catalog-test-kit';
import { DEFAULT_SEARCH_SYNONYMS } from '../search/search-synonyms';
import { SearchLexicon } from '../search/search-lexicon';
import { CreateProduct } from './create-product.use-case';
import { DeleteProduct } from './delete-product.use-case';
import { DeleteReview } from './delete-review.use-case';
import { PatchProduct } from './patch-product.use-case';
import { ReplaceVariants } from './replace-variants.use-case';
import { SearchSynonymTable } from './search-synonyms.use-case';
import { UpdateProduct } from './update-product.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const create = (actor = ADMIN_ACTOR) =>
  new CreateProduct(stores).execute({ product: productInput({ name: 'Studio Buds', price: 45_000, stock: { quantity: 8, lowStockThreshold: 2 } }), creator: ADMIN_ID, actor });
const patch = (id: string, changes: Parameters<PatchProduct['execute']>[0]['patch']) => new PatchProduct(stores).execute({ id, patch: changes, actor: ADMIN_ACTOR });

describe('admin writes of the catalog are audited with their change', () => {
  it('a product created: who, which product, and each field it was given (no before)', async () => {
    const product = await create();

    const [entry, ...others] = await stores.adminActions();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ action: 'product.created', actor: ADMIN_ACTOR, target: { type: 'product', id: product._id, label: 'Studio Buds' } });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', after: 'Studio Buds' },
        { field: 'price', after: 45_000 },
        { field: 'stock.quantity', after: 8 },
      ]),
    );
    expect(entry!.changes.every((change) => !('before' in change))).toBe(true);
    expect(entry!.at).toBe(product.createdAt);
  });

  it('a creation without an admin (the demo catalogue seeding) records nothing', async () => {
    await new CreateProduct(stores).execute({ product: productInput(), creator: ADMIN_ID });

    expect(await stores.adminActions()).toEqual([]);
  });

  it('an edit lists only the fields that changed, before and after', async () => {
    const product = await create();

    await patch(product._id, { name: 'Studio Buds Pro', price: 52_000 });

    const [, edited] = await stores.adminActions();
    expect(edited).toMatchObject({
      action: 'product.updated',
      actor: ADMIN_ACTOR,
      target: { type: 'product', id: product._id, label: 'Studio Buds Pro' },
      changes: [
        { field: 'name', before: 'Studio Buds', after: 'Studio Buds Pro' },
        { field: 'price', before: 45_000, after: 52_000 },
      ],
    });
  });

  it("an operator's maintenance patch (no admin: converting stored images) changes the product and records nothing", async () => {
    const product = await create();

    const patched = await new PatchProduct(stores).execute({ id: product._id, patch: { name: 'Studio Buds (converted)' } });

    expect(patched.name).toBe('Studio Buds (converted)');
    expect((await stores.adminActions()).map((entry) => entry.action)).toEqual(['product.created']);
  });

  it('a full replacement that changes nothing records nothing', async () => {
    const product = await create();

    await new UpdateProduct(stores).execute({
      id: product._id,
      product: productInput({ name: 'Studio Buds', price: 45_000, stock: { quantity: 8, lowStockThreshold: 2 } }),
      actor: ADMIN_ACTOR,
    });

    expect((await stores.adminActions()).map((entry) => entry.action)).toEqual(['product.created']);
  });

  it('a stock edit is its own entry, product.stock-changed, with the quantity before and after', async () => {
    const product = await create();

    await patch(product._id, { stock: { quantity: 3 } });

    const [, stock, ...others] = await stores.adminActions();
    expect(others).toEqual([]);
    expect(stock).toMatchObject({
      action: 'product.stock-changed',
      actor: ADMIN_ACTOR,
      target: { type: 'product', id: product._id },
      changes: [{ field: 'stock.quantity', before: 8, after: 3 }],
    });
  });

  it("a variant grid saved: each variant's quantity before and after, per variant, and the variants added", async () => {
    const product = await create();
    const replace = (quantities: { S: number; M: number }) =>
      new ReplaceVariants(stores, newId).execute({
        id: product._id,
        body: { options: [{ name: 'Size', values: ['S', 'M'] }], variants: [{ options: ['S'], quantity: quantities.S }, { options: ['M'], quantity: quantities.M }] },
        actor: ADMIN_ACTOR,
      });
    const first = await replace({ S: 4, M: 10 });
    const [small, medium] = first.variants;

    await replace({ S: 4, M: 6 });

    const entries = await stores.adminActions();
    expect(entries.map((entry) => entry.action)).toEqual(['product.created', 'product.updated', 'product.stock-changed', 'product.stock-changed']);
    expect(entries[2]!.changes).toEqual(
      expect.arrayContaining([
        { field: `stock.${small!._id}`, after: 4 },
        { field: `stock.${medium!._id}`, after: 10 },
      ]),
    );
    expect(entries[3]).toMatchObject({ actor: ADMIN_ACTOR, changes: [{ field: `stock.${medium!._id}`, before: 10, after: 6 }] });
  });

  it('a product deleted: what it was (no after)', async () => {
    const product = await create();

    await new DeleteProduct(stores).execute(product._id, ADMIN_ACTOR);

    const [, deleted] = await stores.adminActions();
    expect(deleted).toMatchObject({
      action: 'product.deleted',
      actor: ADMIN_ACTOR,
      target: { type: 'product', id: product._id, label: 'Studio Buds' },
      changes: [
        { field: 'name', before: 'Studio Buds' },
        { field: 'price', before: 45_000 },
        { field: 'stock.quantity', before: 8 },
      ],
    });
  });

  it('deleting a product that is not there records nothing', async () => {
    expect(await failureOf(new DeleteProduct(stores).execute('cccccccccccccccccccccccc', ADMIN_ACTOR))).toMatchObject({ kind: 'not_found' });

    expect(await stores.adminActions()).toEqual([]);
  });

  it('a review deleted: whose, of which product, its rating and comment', async () => {
    const product = await stores.addProduct(1);
    const review = (await stores.reviews.insert({
      productId: product._id,
      userId: '000000000000000000000001',
      user: { firstName: 'Aline', lastName: 'Uwase', username: 'aline', avatar: '' },
      rating: 2,
      comment: 'Broke in a week',
      helpful: [],
      searchPrefixes: [],
      createdAt: '2025-03-01T08:00:00.000Z',
      updatedAt: '2025-03-01T08:00:00.000Z',
    }))!;

    await new DeleteReview(stores).execute({ productId: product._id, reviewId: review._id, actor: ADMIN_ACTOR });

    expect(await stores.adminActions()).toEqual([
      expect.objectContaining({
        action: 'review.deleted',
        actor: ADMIN_ACTOR,
        target: { type: 'review', id: review._id, label: 'Aline Uwase' },
        changes: [{ field: 'review', before: { productId: product._id, userId: '000000000000000000000001', rating: 2, comment: 'Broke in a week' } }],
      }),
    ]);
  });

  it('an entry carries the request id and client address of the request it was made in', async () => {
    const product = await create();

    await runWithRequestContext({ requestId: 'req-cat-1', origin: { requestId: 'req-cat-1', clientAddress: '2001:db8::7' } }, () =>
      patch(product._id, { name: 'Studio Buds 2' }),
    );

    const [created, edited] = await stores.adminActions();
    expect(edited).toMatchObject({ requestId: 'req-cat-1', clientAddress: '2001:db8::7' });
    expect(created).not.toHaveProperty('requestId');
  });
});

describe('the search synonym table saved by an admin is audited with it', () => {
  const synonymTable = async (events = stores.events) => {
    const synonyms = new DocumentSearchSynonymStore(stores.documents);
    await synonyms.ensureIndexes();
    const table = new SearchSynonymTable({ ...stores, events, synonyms, lexicon: new SearchLexicon(new DocumentSearchableProducts(stores.documents)) });
    await table.load();
    return { table, synonyms };
  };
  const withTastatur = () => [...DEFAULT_SEARCH_SYNONYMS, { word: 'tastatur', terms: ['keyboard'] }];

  it('one settings.changed entry, with the request it was saved in; a save that changes nothing records none', async () => {
    const { table } = await synonymTable();

    await runWithRequestContext({ requestId: 'req-syn-1', origin: { requestId: 'req-syn-1', clientAddress: '2001:db8::9' } }, () =>
      table.replace({ synonyms: withTastatur(), actor: ADMIN_ACTOR }),
    );
    await table.replace({ synonyms: withTastatur(), actor: ADMIN_ACTOR });

    expect(await stores.adminActions()).toEqual([
      {
        action: 'settings.changed',
        actor: ADMIN_ACTOR,
        target: { type: 'settings', id: 'search-synonyms', label: 'Search synonyms' },
        changes: [{ field: 'tastatur', after: ['keyboard'] }],
        requestId: 'req-syn-1',
        clientAddress: '2001:db8::9',
        at: expect.any(String),
      },
    ]);
  });

  it('stores no table whose entry cannot be recorded', async () => {
    const events = storeWith(stores.events, {
      adminAction: async () => {
        throw new Error('the outbox refused the entry');
      },
    });
    const { table, synonyms } = await synonymTable(events);

    expect(await failureOf(table.replace({ synonyms: withTastatur(), actor: ADMIN_ACTOR }))).toMatchObject({ message: 'the outbox refused the entry' });

    expect(await synonyms.load()).toEqual(DEFAULT_SEARCH_SYNONYMS);
    expect((await table.get()).synonyms).not.toContainEqual({ word: 'tastatur', terms: ['keyboard'] });
  });
});
