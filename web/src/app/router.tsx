import { Route, Switch } from 'wouter';
import type { SiteRoute } from '@shop/contracts/site-routes';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './routes/root-layout';

/**
 * The route table of SPEC section 2. Its addresses are @shop/contracts/site-routes' (the gateway
 * answers the same ones, and 404 for any other): the type asks for a screen for each, and only
 * for those (a type costs the first paint nothing). Only the shell is in the first bundle; every
 * screen is its own chunk, fetched when its route is first shown. The screens load their own
 * data, so a small router is enough: wouter costs about 3 KB gzipped of the first paint's 100 KB,
 * where the router it replaced cost about 15 KB.
 */
/** Every admin address loads the admin's own route table, with the messages of all its screens. */
const admin = lazyScreen(() => import('./routes/admin/admin-routes'), 'AdminRoutes', ['messages', 'catalog', 'checkout', 'orders', 'account', 'admin']);

const screens: Record<SiteRoute, ReturnType<typeof lazyScreen>> = {
  '/': lazyScreen(() => import('./routes/home'), 'HomeRoute', []),
  '/products': lazyScreen(() => import('./routes/products'), 'ProductsRoute', ['messages', 'catalog']),
  '/products/:category': lazyScreen(() => import('./routes/products'), 'ProductsRoute', ['messages', 'catalog']),
  '/product/:id': lazyScreen(() => import('./routes/product-detail'), 'ProductDetailRoute', ['messages', 'catalog']),
  '/search': lazyScreen(() => import('./routes/search'), 'SearchRoute', ['messages', 'catalog']),
  '/cart': lazyScreen(() => import('./routes/cart'), 'CartRoute', ['messages', 'catalog', 'checkout']),
  '/checkout': lazyScreen(() => import('./routes/checkout'), 'CheckoutRoute', ['messages', 'checkout', 'account']),
  '/order-confirmation/:orderNumber': lazyScreen(() => import('./routes/order-confirmation'), 'OrderConfirmationRoute', ['messages', 'checkout', 'orders']),
  '/login': lazyScreen(() => import('./routes/login'), 'LoginRoute', ['messages', 'account']),
  '/auth/callback': lazyScreen(() => import('./routes/auth-callback'), 'AuthCallbackRoute', ['messages', 'account']),
  '/profile': lazyScreen(() => import('./routes/profile'), 'ProfileRoute', ['messages', 'account', 'orders']),
  '/orders': lazyScreen(() => import('./routes/orders'), 'OrdersRoute', ['messages', 'orders']),
  '/wishlist': lazyScreen(() => import('./routes/wishlist'), 'WishlistRoute', ['messages', 'catalog']),
  '/admin': admin,
  '/admin/products': admin,
  '/admin/users': admin,
  '/admin/orders': admin,
  '/admin/reviews': admin,
  '/admin/newsletter': admin,
  '/admin/search': admin,
  '/admin/delivery': admin,
  '/admin/audit': admin,
  '/terms-and-conditions': lazyScreen(() => import('./routes/terms'), 'TermsRoute', ['pages']),
  '/unsubscribe': lazyScreen(() => import('./routes/unsubscribe'), 'UnsubscribeRoute', ['messages', 'account']),
  '/about': lazyScreen(() => import('./routes/info/about'), 'AboutRoute', ['pages']),
  '/privacy': lazyScreen(() => import('./routes/info/privacy'), 'PrivacyRoute', ['pages']),
  '/help': lazyScreen(() => import('./routes/info/help'), 'HelpRoute', ['pages']),
  '/shipping': lazyScreen(() => import('./routes/info/shipping'), 'ShippingRoute', ['pages']),
  '/returns': lazyScreen(() => import('./routes/info/returns'), 'ReturnsRoute', ['pages']),
  '/warranty': lazyScreen(() => import('./routes/info/warranty'), 'WarrantyRoute', ['pages']),
  '/contact': lazyScreen(() => import('./routes/info/contact'), 'ContactRoute', ['pages']),
};

/** Any other address. */
const notFound = lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute', ['pages']);

export function AppRouter() {
  return (
    <RootLayout>
      <Switch>
        {Object.entries(screens).map(([path, screen]) => (
          <Route key={path} path={path}>
            {screen}
          </Route>
        ))}
        <Route>{notFound}</Route>
      </Switch>
    </RootLayout>
  );
}
