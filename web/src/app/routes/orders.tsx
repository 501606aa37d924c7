import { Page } from '@/components/layouts/page';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useSession } from '@/features/account/hooks/use-session';
import { OrderHistory } from '@/features/orders/components/order-history';
import { useT } from '@/lib/i18n/use-t';
import { orderAuthOf } from './order-auth';

/** /orders: the signed-in shopper's order history; visitors are asked to sign in. */
export function OrdersRoute() {
  const t = useT();
  const auth = orderAuthOf(useSession());
  return (
    <Page title={t('orders.history.title')} subtitle={t('orders.history.subtitle')}>
      {auth.state === 'signed-out' ? (
        <SignInPrompt text={t('orders.history.signIn')} />
      ) : (
        <OrderHistory auth={auth} />
      )}
    </Page>
  );
}
