import { expect } from 'vitest';
import type { AdminActionData } from '@shop/contracts';
import { AppError, type AppErrorKind } from '@shop/domain';
import type { CatalogApi, ProductInput, ProductView } from '../../api/catalog-api';

export interface ContractContext {
  readonly api: CatalogApi;
  /** The audit entries the catalog recorded, oldest first. */
  adminActions(): Promise<AdminActionData[]>;
}

export const ADMIN = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const MISSING_ID = 'ffffffffffffffffffffffff';
export const userId = (n: number) => n.toString(16).padStart(24, '0');

export function form(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Logitech MX Master 3S Mouse',
    brand: 'Logitech',
    description: 'An ergonomic wireless mouse.',
    shortDescription: 'Quiet clicks, 8K DPI',
    price: 120_000,
    category: 'mice',
    images: { primary: '/images/products/mouse.svg', gallery: [] },
    stock: { quantity: 10 },
    isFeatured: false,
    status: 'active',
    ...overrides,
  };
}

export function create(ctx: ContractContext, overrides: Partial<ProductInput> = {}): Promise<ProductView> {
  return ctx.api.createProduct({ product: form(overrides), creator: ADMIN });
}

/** The AppError a call fails with, checked for its kind. */
export async function failure(promise: Promise<unknown>, kind: AppErrorKind): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).kind).toBe(kind);
  return error as AppError;
}
