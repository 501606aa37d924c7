import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './routes/root-layout';

/**
 * The route table of SPEC section 2. Only the shell is in the first bundle; every screen is its
 * own chunk, fetched when its route is first shown. The screens load no data through the router,
 * so the declarative router is enough (the data router would add about 17 KB gzipped).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: lazyScreen(() => import('./routes/home'), 'HomeRoute') },
      { path: 'products', element: lazyScreen(() => import('./routes/products'), 'ProductsRoute') },
      { path: 'products/:category', element: lazyScreen(() => import('./routes/products'), 'ProductsRoute') },
      { path: 'product/:id', element: lazyScreen(() => import('./routes/product-detail'), 'ProductDetailRoute') },
      { path: 'search', element: lazyScreen(() => import('./routes/search'), 'SearchRoute') },
      { path: 'cart', element: lazyScreen(() => import('./routes/cart'), 'CartRoute') },
      { path: 'checkout', element: lazyScreen(() => import('./routes/checkout'), 'CheckoutRoute') },
      {
        path: 'order-confirmation/:orderNumber',
        element: lazyScreen(() => import('./routes/order-confirmation'), 'OrderConfirmationRoute'),
      },
      { path: 'login', element: lazyScreen(() => import('./routes/login'), 'LoginRoute') },
      { path: 'auth/callback', element: lazyScreen(() => import('./routes/auth-callback'), 'AuthCallbackRoute') },
      { path: 'profile', element: lazyScreen(() => import('./routes/profile'), 'ProfileRoute') },
      { path: 'orders', element: lazyScreen(() => import('./routes/orders'), 'OrdersRoute') },
      { path: 'wishlist', element: lazyScreen(() => import('./routes/wishlist'), 'WishlistRoute') },
      { path: 'admin', element: lazyScreen(() => import('./routes/admin/dashboard'), 'AdminDashboardRoute') },
      { path: 'admin/products', element: lazyScreen(() => import('./routes/admin/products'), 'AdminProductsRoute') },
      { path: 'admin/users', element: lazyScreen(() => import('./routes/admin/users'), 'AdminUsersRoute') },
      { path: 'admin/orders', element: lazyScreen(() => import('./routes/admin/orders'), 'AdminOrdersRoute') },
      { path: 'admin/reviews', element: lazyScreen(() => import('./routes/admin/reviews'), 'AdminReviewsRoute') },
      {
        path: 'admin/newsletter',
        element: lazyScreen(() => import('./routes/admin/newsletter'), 'AdminNewsletterRoute'),
      },
      { path: 'terms-and-conditions', element: lazyScreen(() => import('./routes/terms'), 'TermsRoute') },
      { path: 'unsubscribe', element: lazyScreen(() => import('./routes/unsubscribe'), 'UnsubscribeRoute') },
      { path: 'about', element: lazyScreen(() => import('./routes/info/about'), 'AboutRoute') },
      { path: 'privacy', element: lazyScreen(() => import('./routes/info/privacy'), 'PrivacyRoute') },
      { path: 'help', element: lazyScreen(() => import('./routes/info/help'), 'HelpRoute') },
      { path: 'shipping', element: lazyScreen(() => import('./routes/info/shipping'), 'ShippingRoute') },
      { path: 'returns', element: lazyScreen(() => import('./routes/info/returns'), 'ReturnsRoute') },
      { path: 'warranty', element: lazyScreen(() => import('./routes/info/warranty'), 'WarrantyRoute') },
      { path: 'contact', element: lazyScreen(() => import('./routes/info/contact'), 'ContactRoute') },
      { path: '*', element: lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute') },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
