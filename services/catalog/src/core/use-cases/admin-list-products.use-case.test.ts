import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import type { AdminProductQuery } from '../../api/catalog-api';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { AdminListProducts } from './admin-list-products.use-case';

let stores: ReadStores;
let useCase: AdminListProducts;
beforeEach(async () => {
  stores = await readStores();
  useCase = new AdminListProducts(stores);
  await stores.addProduct({ name: 'Old Keyboard', category: 'keyboards', status: 'active' });
  await stores.addProduct({ name: 'Inactive Mouse', category: 'mice', status: 'inactive' });
  await stores.addProduct({ name: 'Discontinued Monitor', category: 'monitors', status: 'discontinued' });
});
afterEach(() => stores.close());

const names = async (query: AdminProductQuery) => (await useCase.execute(query)).products.map((p) => p.name);

describe('the admin product list', () => {
  it('shows every status, newest first, ten to a page', async () => {
    const page = await useCase.execute({});
    expect(page.products.map((p) => p.name)).toEqual(['Discontinued Monitor', 'Inactive Mouse', 'Old Keyboard']);
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
  });

  it('filters by category and by a status written in any case', async () => {
    expect(await names({ category: 'Mice' })).toEqual(['Inactive Mouse']);
    expect(await names({ status: ' INACTIVE ' })).toEqual(['Inactive Mouse']);
    expect(await names({ category: '', status: '' })).toHaveLength(3);
  });

  it('refuses an unknown status or category, naming every bad field', async () => {
    const error = (await useCase.execute({ category: 'toys', status: 'hidden' }).catch((e: unknown) => e)) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe('Please choose a valid category');
    expect(error.errors).toEqual([
      { path: 'category', message: 'Please choose a valid category' },
      { path: 'status', message: 'Please choose a valid status' },
    ]);
  });

  it('searches the products by their words; a blank search is no search', async () => {
    expect(await names({ search: 'monitor' })).toEqual(['Discontinued Monitor']);
    expect(await names({ search: '   ' })).toHaveLength(3);
  });

  it('finds nothing for a search without letters or digits', async () => {
    expect(await useCase.execute({ search: '?!', limit: 4 })).toStrictEqual({
      products: [],
      pagination: { page: 1, limit: 4, total: 0, totalPages: 0 },
    });
  });
});
