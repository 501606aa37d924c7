import type { catalogPb } from '@shop/proto';
import type { CatalogStats } from '../../api/catalog-api';

export const catalogStatsToPb = (stats: CatalogStats): catalogPb.CatalogStats => ({
  totalProducts: stats.totalProducts,
  lowStock: stats.lowStock.map(({ _id, ...product }) => ({ id: _id, ...product })),
});

export const catalogStatsFromPb = (pb: catalogPb.CatalogStats): CatalogStats => ({
  totalProducts: pb.totalProducts,
  lowStock: pb.lowStock.map(({ id, name, category, image, quantity, lowStockThreshold, variantId, variantLabel }) => ({
    _id: id,
    name,
    category,
    image,
    quantity,
    lowStockThreshold,
    ...(variantId !== undefined ? { variantId } : {}),
    ...(variantLabel !== undefined ? { variantLabel } : {}),
  })),
});
