import { Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useSession } from '@/features/account/hooks/use-session';
import { OrderHistory } from '@/features/orders/components/order-history';
import { orderAuthOf } from './order-auth';

/** /orders: the signed-in shopper's order history; visitors are asked to sign in. */
export function OrdersRoute() {
  const auth = orderAuthOf(useSession());
  return (
    <Page title="Order History" subtitle="Track your orders and view past purchases">
      {auth.state === 'signed-out' ? (
        <SignInPrompt text="You need to be signed in to view your order history." />
      ) : (
        <OrderHistory auth={auth} />
      )}
    </Page>
  );
}
