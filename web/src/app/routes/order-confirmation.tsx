import { useParams } from 'wouter';
import { useSession } from '@/features/account/hooks/use-session';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { orderAuthOf } from './order-auth';

/** /order-confirmation/:orderNumber: the order, once the session check has finished. */
export function OrderConfirmationRoute() {
  const { orderNumber = '' } = useParams();
  const auth = orderAuthOf(useSession());
  return <OrderConfirmation orderNumber={orderNumber} auth={auth} />;
}
