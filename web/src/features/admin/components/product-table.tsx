import { formatRwf } from '@shop/domain';
import { ProductThumbnail } from '@/components/ui/product-thumbnail';
import { EditIcon, TrashIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';
import type { AdminProduct } from '../types';
import { AdminTable } from './admin-table';
import { StatusChip, StockChip } from './stock-chip';

function imageOf(product: AdminProduct): string {
  return product.images.primary.trim() || product.image.trim();
}

/**
 * The product list: image, name, brand, category, price, stock, status and the row actions.
 * A table on wide screens; on a phone each row reads as a card (CSS only).
 */
export function ProductTable({
  products,
  deletingId,
  onEdit,
  onDelete,
}: {
  products: AdminProduct[];
  deletingId: string | null;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}) {
  const t = useT();
  const columns = {
    brand: t('admin.col.brand'),
    category: t('admin.col.category'),
    price: t('admin.col.price'),
    stock: t('admin.col.stock'),
    status: t('admin.col.status'),
  };
  return (
    <AdminTable
      caption={t('admin.products.caption')}
      columns={[t('admin.col.product'), columns.brand, columns.category, columns.price, columns.stock, columns.status]}
      actions
    >
      {products.map((product) => (
        <tr key={product._id} data-testid="admin-product-row">
          <th scope="row" className="admin-cell-product">
            <div className="admin-product">
              <ProductThumbnail className="admin-thumb" src={imageOf(product)} media={product.media[imageOf(product)]} size={48} />
              <span className="admin-product-name">
                {product.name}
                {product.isFeatured ? <span className="admin-tag">{t('admin.products.featured')}</span> : null}
                {product.badge ? <span className="admin-tag admin-tag-badge">{product.badge}</span> : null}
              </span>
            </div>
          </th>
          <td data-label={columns.brand}>{product.brand}</td>
          <td data-label={columns.category}>{categoryLabel(product.category)}</td>
          <td data-label={columns.price} className="admin-cell-price">
            <span>{formatRwf(product.price)}</span>
            {product.originalPrice && product.originalPrice > product.price ? (
              <s className="admin-original-price">
                <span className="visually-hidden">{t('admin.products.was')} </span>
                {formatRwf(product.originalPrice)}
              </s>
            ) : null}
          </td>
          <td data-label={columns.stock}>
            <StockChip product={product} />
          </td>
          <td data-label={columns.status}>
            <StatusChip status={product.status} />
          </td>
          <td className="admin-cell-actions">
            <button type="button" className="button button-secondary admin-row-button" onClick={() => onEdit(product)}>
              <EditIcon size={16} /> {t('admin.common.edit')}
              <span className="visually-hidden"> {product.name}</span>
            </button>
            <button
              type="button"
              className="button admin-row-button admin-danger-button"
              onClick={() => onDelete(product)}
              disabled={deletingId === product._id}
            >
              <TrashIcon size={16} /> {deletingId === product._id ? t('admin.common.deleting') : t('admin.common.delete')}
              <span className="visually-hidden"> {product.name}</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
