import { useParams } from 'wouter';
import { useSession } from '@/features/account/hooks/use-session';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ProductDetail } from '@/features/catalog/components/product-detail';

/** /product/:id */
export function ProductDetailRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const addToCart = useAddToCart();
  return <ProductDetail key={id} productId={id} signedIn={Boolean(user)} onAddToCart={addToCart} />;
}
