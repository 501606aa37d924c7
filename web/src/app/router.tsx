import { Route, Switch } from 'wouter';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './routes/root-layout';

/**
 * The route table of SPEC section 2. Only the shell is in the first bundle; every screen is its
 * own chunk, fetched when its route is first shown. The screens load their own data, so a small
 * router is enough: wouter costs about 3 KB gzipped of the first paint's 100 KB, where
 * the router it replaced cost about 15 KB.
 */
const screens: Array<[path: string, screen: ReturnType<typeof lazyScreen>]> = [
  ['/', lazyScreen(() => import('./routes/home'), 'HomeRoute', [])],
  ['/products', lazyScreen(() => import('./routes/products'), 'ProductsRoute', ['catalog'])],
  ['/products/:category', lazyScreen(() => import('./routes/products'), 'ProductsRoute', ['catalog'])],
  ['/product/:id', lazyScreen(() => import('./routes/product-detail'), 'ProductDetailRoute', ['catalog'])],
  ['/search', lazyScreen(() => import('./routes/search'), 'SearchRoute', ['catalog'])],
  ['/cart', lazyScreen(() => import('./routes/cart'), 'CartRoute', ['catalog', 'checkout'])],
  ['/checkout', lazyScreen(() => import('./routes/checkout'), 'CheckoutRoute', ['checkout', 'account'])],
  ['/order-confirmation/:orderNumber', lazyScreen(() => import('./routes/order-confirmation'), 'OrderConfirmationRoute', ['checkout'])],
  ['/login', lazyScreen(() => import('./routes/login'), 'LoginRoute', ['account'])],
  ['/auth/callback', lazyScreen(() => import('./routes/auth-callback'), 'AuthCallbackRoute', ['account'])],
  ['/profile', lazyScreen(() => import('./routes/profile'), 'ProfileRoute', ['account', 'checkout'])],
  ['/orders', lazyScreen(() => import('./routes/orders'), 'OrdersRoute', ['checkout'])],
  ['/wishlist', lazyScreen(() => import('./routes/wishlist'), 'WishlistRoute', ['catalog'])],
  ['/admin', lazyScreen(() => import('./routes/admin/dashboard'), 'AdminDashboardRoute', ['catalog', 'checkout', 'account', 'admin'])],
  ['/admin/products', lazyScreen(() => import('./routes/admin/products'), 'AdminProductsRoute', ['catalog', 'checkout', 'account', 'admin'])],
  ['/admin/users', lazyScreen(() => import('./routes/admin/users'), 'AdminUsersRoute', ['catalog', 'checkout', 'account', 'admin'])],
  ['/admin/orders', lazyScreen(() => import('./routes/admin/orders'), 'AdminOrdersRoute', ['catalog', 'checkout', 'account', 'admin'])],
  ['/admin/reviews', lazyScreen(() => import('./routes/admin/reviews'), 'AdminReviewsRoute', ['catalog', 'checkout', 'account', 'admin'])],
  ['/admin/newsletter', lazyScreen(() => import('./routes/admin/newsletter'), 'AdminNewsletterRoute', ['catalog', 'checkout', 'account', 'admin'])],
  ['/terms-and-conditions', lazyScreen(() => import('./routes/terms'), 'TermsRoute', ['pages'])],
  ['/unsubscribe', lazyScreen(() => import('./routes/unsubscribe'), 'UnsubscribeRoute', ['account'])],
  ['/about', lazyScreen(() => import('./routes/info/about'), 'AboutRoute', ['pages'])],
  ['/privacy', lazyScreen(() => import('./routes/info/privacy'), 'PrivacyRoute', ['pages'])],
  ['/help', lazyScreen(() => import('./routes/info/help'), 'HelpRoute', ['pages'])],
  ['/shipping', lazyScreen(() => import('./routes/info/shipping'), 'ShippingRoute', ['pages'])],
  ['/returns', lazyScreen(() => import('./routes/info/returns'), 'ReturnsRoute', ['pages'])],
  ['/warranty', lazyScreen(() => import('./routes/info/warranty'), 'WarrantyRoute', ['pages'])],
  ['/contact', lazyScreen(() => import('./routes/info/contact'), 'ContactRoute', ['pages'])],
];

/** Any other address. */
const notFound = lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute', ['pages']);

export function AppRouter() {
  return (
    <RootLayout>
      <Switch>
        {screens.map(([path, screen]) => (
          <Route key={path} path={path}>
            {screen}
          </Route>
        ))}
        <Route>{notFound}</Route>
      </Switch>
    </RootLayout>
  );
}
