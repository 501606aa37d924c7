import { formatRwf } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import './price.css';

/**
 * The price in RWF and, when higher, the original price struck through. `from`: the lowest of
 * variants that cost different amounts, read "From 30,000 RWF" (no original price then).
 */
export function Price({
  price,
  originalPrice,
  size = 'default',
  from = false,
}: {
  price: number;
  originalPrice?: number | null;
  size?: 'default' | 'large';
  from?: boolean;
}) {
  const t = useT();
  const discounted = !from && originalPrice != null && originalPrice > price;
  return (
    <span className={`price price-${size}`}>
      <span className="price-current">{from ? t('catalog.price.from', { price: formatRwf(price) }) : formatRwf(price)}</span>
      {discounted ? (
        <s className="price-original">
          <span className="visually-hidden">{t('catalog.price.original')}</span>
          {formatRwf(originalPrice)}
        </s>
      ) : null}
    </span>
  );
}
