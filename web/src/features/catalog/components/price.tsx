import { formatRwf } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import './price.css';

/** The price in RWF and, when higher, the original price struck through. */
export function Price({
  price,
  originalPrice,
  size = 'default',
}: {
  price: number;
  originalPrice?: number | null;
  size?: 'default' | 'large';
}) {
  const t = useT();
  const discounted = originalPrice != null && originalPrice > price;
  return (
    <span className={`price price-${size}`}>
      <span className="price-current">{formatRwf(price)}</span>
      {discounted ? (
        <s className="price-original">
          <span className="visually-hidden">{t('catalog.price.original')}</span>
          {formatRwf(originalPrice)}
        </s>
      ) : null}
    </span>
  );
}
