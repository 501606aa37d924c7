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
  ['/products', lazyScreen(() => import('./routes/products'), 'ProductsRoute')],
  ['/products/:category', lazyScreen(() => import('./routes/products'), 'ProductsRoute')],
  ['/product/:id', lazyScreen(() => import('./routes/product-detail'), 'ProductDetailRoute')],
  ['/search', lazyScreen(() => import('./routes/search'), 'SearchRoute')],
  ['/cart', lazyScreen(() => import('./routes/cart'), 'CartRoute')],
  ['/checkout', lazyScreen(() => import('./routes/checkout'), 'CheckoutRoute')],
  ['/order-confirmation/:orderNumber', lazyScreen(() => import('./routes/order-confirmation'), 'OrderConfirmationRoute')],
  ['/login', lazyScreen(() => import('./routes/login'), 'LoginRoute')],
  ['/auth/callback', lazyScreen(() => import('./routes/auth-callback'), 'AuthCallbackRoute')],
  ['/profile', lazyScreen(() => import('./routes/profile'), 'ProfileRoute')],
  ['/orders', lazyScreen(() => import('./routes/orders'), 'OrdersRoute')],
  ['/wishlist', lazyScreen(() => import('./routes/wishlist'), 'WishlistRoute')],
  ['/admin', lazyScreen(() => import('./routes/admin/dashboard'), 'AdminDashboardRoute', ['shop', 'admin'])],
  ['/admin/products', lazyScreen(() => import('./routes/admin/products'), 'AdminProductsRoute', ['shop', 'admin'])],
  ['/admin/users', lazyScreen(() => import('./routes/admin/users'), 'AdminUsersRoute', ['shop', 'admin'])],
  ['/admin/orders', lazyScreen(() => import('./routes/admin/orders'), 'AdminOrdersRoute', ['shop', 'admin'])],
  ['/admin/reviews', lazyScreen(() => import('./routes/admin/reviews'), 'AdminReviewsRoute', ['shop', 'admin'])],
  ['/admin/newsletter', lazyScreen(() => import('./routes/admin/newsletter'), 'AdminNewsletterRoute', ['shop', 'admin'])],
  ['/terms-and-conditions', lazyScreen(() => import('./routes/terms'), 'TermsRoute')],
  ['/unsubscribe', lazyScreen(() => import('./routes/unsubscribe'), 'UnsubscribeRoute')],
  ['/about', lazyScreen(() => import('./routes/info/about'), 'AboutRoute')],
  ['/privacy', lazyScreen(() => import('./routes/info/privacy'), 'PrivacyRoute')],
  ['/help', lazyScreen(() => import('./routes/info/help'), 'HelpRoute')],
  ['/shipping', lazyScreen(() => import('./routes/info/shipping'), 'ShippingRoute')],
  ['/returns', lazyScreen(() => import('./routes/info/returns'), 'ReturnsRoute')],
  ['/warranty', lazyScreen(() => import('./routes/info/warranty'), 'WarrantyRoute')],
  ['/contact', lazyScreen(() => import('./routes/info/contact'), 'ContactRoute')],
];

/** Any other address. */
const notFound = lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute');

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
