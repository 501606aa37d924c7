import { lazy, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { SiteRoute } from '@shop/contracts/site-routes';

type AdminRoute = Extract<SiteRoute, `/admin${string}`>;

/** Picks a screen module's named export for `lazy`. */
const screen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

/**
 * The admin screens, each its own chunk. The app's route table sends every admin address here in
 * one entry, so the storefront's first paint carries one admin route rather than one per screen;
 * the admin's messages are loaded with this table.
 */
const screens: Record<AdminRoute, ComponentType> = {
  '/admin': screen(() => import('./dashboard'), 'AdminDashboardRoute'),
  '/admin/products': screen(() => import('./products'), 'AdminProductsRoute'),
  '/admin/users': screen(() => import('./users'), 'AdminUsersRoute'),
  '/admin/orders': screen(() => import('./orders'), 'AdminOrdersRoute'),
  '/admin/reviews': screen(() => import('./reviews'), 'AdminReviewsRoute'),
  '/admin/newsletter': screen(() => import('./newsletter'), 'AdminNewsletterRoute'),
  '/admin/search': screen(() => import('./search'), 'AdminSearchRoute'),
  '/admin/delivery': screen(() => import('./delivery'), 'AdminDeliveryRoute'),
  '/admin/audit': screen(() => import('./audit'), 'AdminAuditRoute'),
};

/** While a screen's code loads, the app's own screen fallback shows (the route table's Suspense). */
export function AdminRoutes() {
  return (
    <Switch>
      {Object.entries(screens).map(([path, Screen]) => (
        <Route key={path} path={path} component={Screen} />
      ))}
    </Switch>
  );
}
