import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AdminDashboardRoute } from './routes/admin/dashboard';
import { AdminOrdersRoute } from './routes/admin/orders';
import { AdminNewsletterRoute } from './routes/admin/newsletter';
import { AdminReviewsRoute } from './routes/admin/reviews';
import { AdminUsersRoute } from './routes/admin/users';
import { AdminProductsRoute } from './routes/admin/products';
import { AuthCallbackRoute } from './routes/auth-callback';
import { CartRoute } from './routes/cart';
import { CheckoutRoute } from './routes/checkout';
import { HomeRoute } from './routes/home';
import { AboutRoute } from './routes/info/about';
import { ContactRoute } from './routes/info/contact';
import { HelpRoute } from './routes/info/help';
import { PrivacyRoute } from './routes/info/privacy';
import { ReturnsRoute } from './routes/info/returns';
import { ShippingRoute } from './routes/info/shipping';
import { WarrantyRoute } from './routes/info/warranty';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { OrderConfirmationRoute } from './routes/order-confirmation';
import { OrdersRoute } from './routes/orders';
import { ProductDetailRoute } from './routes/product-detail';
import { ProductsRoute } from './routes/products';
import { ProfileRoute } from './routes/profile';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SearchRoute } from './routes/search';
import { TermsRoute } from './routes/terms';
import { UnsubscribeRoute } from './routes/unsubscribe';
import { WishlistRoute } from './routes/wishlist';

/** The route table of SPEC section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // A failing screen shows its error inside the shell.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'products', element: <ProductsRoute /> },
          { path: 'products/:category', element: <ProductsRoute /> },
          { path: 'product/:id', element: <ProductDetailRoute /> },
          { path: 'search', element: <SearchRoute /> },
          { path: 'cart', element: <CartRoute /> },
          { path: 'checkout', element: <CheckoutRoute /> },
          { path: 'order-confirmation/:orderNumber', element: <OrderConfirmationRoute /> },
          { path: 'login', element: <LoginRoute /> },
          { path: 'auth/callback', element: <AuthCallbackRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: 'orders', element: <OrdersRoute /> },
          { path: 'wishlist', element: <WishlistRoute /> },
          { path: 'admin', element: <AdminDashboardRoute /> },
          { path: 'admin/products', element: <AdminProductsRoute /> },
          { path: 'admin/users', element: <AdminUsersRoute /> },
          { path: 'admin/orders', element: <AdminOrdersRoute /> },
          { path: 'admin/reviews', element: <AdminReviewsRoute /> },
          { path: 'admin/newsletter', element: <AdminNewsletterRoute /> },
          { path: 'terms-and-conditions', element: <TermsRoute /> },
          { path: 'unsubscribe', element: <UnsubscribeRoute /> },
          { path: 'about', element: <AboutRoute /> },
          { path: 'privacy', element: <PrivacyRoute /> },
          { path: 'help', element: <HelpRoute /> },
          { path: 'shipping', element: <ShippingRoute /> },
          { path: 'returns', element: <ReturnsRoute /> },
          { path: 'warranty', element: <WarrantyRoute /> },
          { path: 'contact', element: <ContactRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
