import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import {
  FREE_DELIVERY_THRESHOLD,
  PRODUCT_FEATURES_DISPLAYED,
  RETURN_POLICY_DAYS,
  VIEW_COUNT_DELAY_MS,
  WARRANTY_YEARS,
  discountPercent,
  formatRwf,
  type CartProduct,
} from '@shop/domain';
import { useDocumentTitle } from '@/components/layouts/page';
import { CartIcon, CheckCircleIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { ReturnIcon } from '@/components/ui/shop-icons';
import { ErrorState } from '@/components/ui/state-message';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { localizedProduct } from '@/lib/localized-product';
import { categoryLabel } from '@/lib/shop-info';
import { countProductView } from '../api/count-product-view';
import { useProduct } from '../api/get-product';
import type { Product } from '../types';
import { cartProductOf, isOutOfStock, productGallery } from '../utils/product-view';
import {
  choose,
  chosenVariant,
  hasOptions,
  initialChoice,
  missingOption,
  shownPrice,
  variantInStock,
  type Choice,
} from '../utils/variant-choice';
import { Price } from './price';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { RelatedProducts } from './related-products';
import { StarRating } from './star-rating';
import { StockStatus } from './stock-status';
import { Tabs } from './tabs';
import { VariantPicker } from './variant-picker';
import { WishlistButton } from './wishlist-button';
import './product-detail.css';
import { invalidate } from '@/lib/use-query';

interface ProductDetailProps {
  productId: string;
  signedIn: boolean;
  onAddToCart: (product: CartProduct) => void;
}

function NotFound() {
  const t = useT();
  return (
    <div className="container page product-missing">
      <h1>{t('catalog.product.notFound')}</h1>
      <p>{t('catalog.product.notFoundText')}</p>
      <Link to="/products" className="button button-primary">
        {t('catalog.product.backToProducts')}
      </Link>
    </div>
  );
}

interface ProductInfoProps {
  product: Product;
  text: Product;
  choice: Choice;
  onChoose: (index: number, value: string) => void;
  onAddToCart: (product: CartProduct) => void;
}

/**
 * `text` is the product in the shopper's language (name, short description, features); the cart
 * gets `product`, or the variant `choice` names. Price and stock follow the variant chosen; Add to
 * Cart waits until every option is chosen.
 */
function ProductInfo({ product, text, choice, onChoose, onAddToCart }: ProductInfoProps) {
  const t = useT();
  const hintId = useId();
  const variant = chosenVariant(product, choice);
  const out = variant ? !variantInStock(variant) : isOutOfStock(product);
  const missing = hasOptions(product) && !variant ? missingOption(product, choice) : undefined;
  const price = shownPrice(product, variant);
  const discount = price.from ? 0 : discountPercent(price.price, price.originalPrice);
  const features = text.features.filter((f) => f.trim()).slice(0, PRODUCT_FEATURES_DISPLAYED);
  return (
    <div className="product-info">
      <Link to={`/products/${product.category}`} className="product-category">
        {categoryLabel(product.category)}
      </Link>
      <h1 className="product-name">{text.name}</h1>
      <p className="product-brand">
        {t('catalog.product.brand')} <strong>{product.brand}</strong>
      </p>
      <StarRating average={product.rating.average} count={product.rating.count} size={18} />
      <div className="product-price-block">
        <Price price={price.price} originalPrice={price.originalPrice} from={price.from} size="large" />
        {discount && price.originalPrice ? (
          <p className="product-saving">
            {t('catalog.product.youSave', { amount: formatRwf(price.originalPrice - price.price), percent: discount })}
          </p>
        ) : null}
        <p className="product-vat">{t('catalog.product.vatNote')}</p>
      </div>
      {text.shortDescription ? <p className="product-short">{text.shortDescription}</p> : null}
      {hasOptions(product) ? <VariantPicker product={product} choice={choice} onChoose={onChoose} /> : null}
      <StockStatus stock={variant?.stock ?? product.stock} detailed />
      {missing && !out ? (
        <p id={hintId} className="product-choose-hint">
          {t('catalog.variant.choose', { option: missing.name })}
        </p>
      ) : null}
      <div className="product-actions">
        <button
          type="button"
          className="button button-primary button-lg product-add"
          disabled={out || Boolean(missing)}
          aria-describedby={missing && !out ? hintId : undefined}
          onClick={() => onAddToCart(cartProductOf(product, variant))}
        >
          <CartIcon size={20} /> {t('catalog.card.addToCart')}
        </button>
        <WishlistButton product={product} variant="button" />
      </div>
      {features.length ? (
        <section className="product-features" aria-labelledby="product-features-title">
          <h2 id="product-features-title">{t('catalog.product.keyFeatures')}</h2>
          <ul>
            {features.map((feature) => (
              <li key={feature}>
                <CheckCircleIcon size={18} /> {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="product-assurances">
        <li>
          <TruckIcon size={18} /> {t('catalog.product.freeDelivery', { amount: formatRwf(FREE_DELIVERY_THRESHOLD) })}
        </li>
        <li>
          <ShieldIcon size={18} /> {t('catalog.product.warranty', { years: WARRANTY_YEARS })}
        </li>
        <li>
          <ReturnIcon size={18} /> {t('catalog.product.returns', { days: RETURN_POLICY_DAYS })}
        </li>
      </ul>
    </div>
  );
}

/** The gallery and the details, with the options chosen so far (none, unless the product has a single variant). */
function ProductMain({ product, text, onAddToCart }: { product: Product; text: Product; onAddToCart: (product: CartProduct) => void }) {
  const [chosen, setChoice] = useState<Choice>(() => initialChoice(product));
  // A product whose options changed since (an admin edit, then a reload) starts its choice again.
  const choice = chosen.length === product.options.length ? chosen : initialChoice(product);
  const variant = chosenVariant(product, choice);
  const image = variant?.image?.trim() ?? '';
  return (
    <div className="product-main">
      <ProductGallery key={`${product._id}:${image}`} images={productGallery(product, variant)} name={text.name} media={product.media} />
      <ProductInfo
        product={product}
        text={text}
        choice={choice}
        onChoose={(index, value) => setChoice(choose(choice, index, value))}
        onAddToCart={onAddToCart}
      />
    </div>
  );
}

/** /product/{id}: gallery, details, Description and Reviews tabs, related products. */
export function ProductDetail({ productId, signedIn, onAddToCart }: ProductDetailProps) {
  const t = useT();
  const [tab, setTab] = useState('description');
  const result = useProduct(productId);
  const product = result.data && result.data._id === productId ? result.data : undefined;
  const language = useLanguage();
  const text = product ? localizedProduct(product, language) : undefined;
  const loaded = Boolean(product);
  useDocumentTitle(text?.name ?? t(result.status === 'error' ? 'catalog.product.notFound' : 'catalog.product.title'));

  // The view counts 2 s after the page opened (SPEC section 9).
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => countProductView(productId), VIEW_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [productId, loaded]);

  if (!product || !text) {
    if (result.status === 'loading') return <ProductDetailSkeleton />;
    if (result.status === 'error' && result.httpStatus !== 404 && result.httpStatus !== 400) {
      return (
        <div className="container page product-missing">
          <h1 className="visually-hidden">{t('catalog.product.details')}</h1>
          <ErrorState message={result.error} onRetry={result.reload}>
            <Link to="/products">{t('catalog.product.backToProducts')}</Link>
          </ErrorState>
        </div>
      );
    }
    return <NotFound />;
  }

  const reviewCount = product.rating.count;
  return (
    <div className="container page product-page">
      <nav aria-label={t('catalog.breadcrumb.label')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('catalog.breadcrumb.home')}</Link>
          </li>
          <li>
            <Link to="/products">{t('catalog.breadcrumb.products')}</Link>
          </li>
          <li>
            <Link to={`/products/${product.category}`}>{categoryLabel(product.category)}</Link>
          </li>
          <li aria-current="page">{text.name}</li>
        </ol>
      </nav>
      <ProductMain product={product} text={text} onAddToCart={onAddToCart} />
      <section className="product-tabs card" aria-label={t('catalog.product.information')}>
        <Tabs
          label={t('catalog.product.information')}
          selected={tab}
          onSelect={setTab}
          items={[
            {
              id: 'description',
              label: t('catalog.product.description'),
              content: (
                <div className="product-description">
                  {(text.description || text.shortDescription || t('catalog.product.noDescription'))
                    .split(/\n{2,}/)
                    .map((paragraph, i) => (
                      <p key={i}>{paragraph}</p>
                    ))}
                </div>
              ),
            },
            {
              id: 'reviews',
              label: t('catalog.product.reviewsTab', { count: reviewCount }),
              content: (
                <ProductReviews
                  productId={product._id}
                  rating={product.rating}
                  signedIn={signedIn}
                  onReviewed={() => invalidate('product')}
                />
              ),
            },
          ]}
        />
      </section>
      <RelatedProducts productId={product._id} onAddToCart={onAddToCart} />
    </div>
  );
}
