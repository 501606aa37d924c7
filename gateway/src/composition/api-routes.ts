import type { CatalogApi } from '@shop/catalog';
import type { IdentityApi } from '@shop/identity';
import type { NotificationsApi } from '@shop/notifications';
import type { OrdersApi } from '@shop/orders';
import type { PaymentsApi } from '@shop/payments';
import { type Cache, type Config, type FileStore, type Logger } from '@shop/platform';
import {
  createAccessTokenVerifier,
  rejectingRevokedSessions,
  sessionRevocationsOn,
  type AccessTokenVerifier,
} from '@shop/platform/auth';
import { createAuthGuards } from '../auth/auth-guards';
import { createSocialAuthenticator, type OAuthClientSettings } from '../auth/social/social-sign-in';
import { adminStatsRoutes } from '../routes/admin/admin-stats.routes';
import { auditRoutes } from '../routes/admin/audit.routes';
import { adminUserRoutes } from '../routes/auth/admin-users.routes';
import { catalogRoutes } from '../routes/catalog/index';
import { authRoutes } from '../routes/auth/auth.routes';
import { profileRoutes } from '../routes/auth/profile.routes';
import { socialRoutes } from '../routes/auth/social.routes';
import type { RouteDefinition } from '../routes/route';
import type { AccessGuards } from '../routes/mount-routes';
import { newsletterRoutes } from '../routes/newsletter/index';
import { orderingRoutes } from '../routes/orders/index';
import { deliveryZoneRoutes } from '../routes/delivery/delivery-zones.routes';
import { paymentRoutes } from '../routes/payments/index';
import { smsCallbackRoutes } from '../routes/sms/sms-callbacks.routes';
import { smsSettingsRoutes } from '../routes/sms/sms-settings.routes';
import { adminUploadRoutes } from '../routes/uploads/admin-uploads.routes';

export interface ApiDeps {
  config: Config;
  logger: Logger;
  identity: IdentityApi;
  catalog: CatalogApi;
  orders: OrdersApi;
  payments: PaymentsApi;
  notifications: NotificationsApi;
  guards: Required<AccessGuards>;
  cache: Cache;
  files: FileStore;
  /** Payment screenshots: private, never served from the public uploads. */
  proofs: FileStore;
  /** Tests point social sign-in at a local provider. */
  oauthOverrides?: Partial<Record<'google' | 'github', Partial<OAuthClientSettings>>>;
}

function oauthClient(id: string | undefined, secret: string | undefined, overrides?: Partial<OAuthClientSettings>) {
  return id && secret ? { clientId: id, clientSecret: secret, ...overrides } : undefined;
}

/**
 * Every /api/v1 route, from the service APIs wherever they run. Each route calls one service
 * besides authentication (the token check and the blocked check); a workflow that spans services
 * runs inside them, through their ports and events. The admin statistics are the one exception.
 */
export function apiRoutes(deps: ApiDeps): RouteDefinition[] {
  const { config, identity } = deps;
  const google = oauthClient(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, deps.oauthOverrides?.google);
  const github = oauthClient(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET, deps.oauthOverrides?.github);
  const social = createSocialAuthenticator({ publicUrl: config.PUBLIC_URL, google, github }, identity);
  const revocations = sessionRevocationsOn(deps.cache);
  const verify = rejectingRevokedSessions(accessTokenVerifier(identity), revocations);
  return [
    ...authRoutes({
      identity,
      cache: deps.cache,
      demoAccounts: config.AUTH_DEMO_ACCOUNTS,
      providers: { google: Boolean(google), github: Boolean(github) },
      loginLimits: { perClient: config.LOGIN_ATTEMPTS_PER_CLIENT },
      sessions: { verify, revocations },
    }),
    ...socialRoutes({ social, logger: deps.logger }),
    ...profileRoutes({ identity }),
    ...adminUserRoutes({ identity }),
    ...auditRoutes({ identity }),
    // The dashboard adds up each service's own figures: the one documented route that calls several.
    ...adminStatsRoutes({ catalog: deps.catalog, orders: deps.orders, identity, notifications: deps.notifications }),
    ...adminUploadRoutes({ files: deps.files }),
    ...orderingRoutes({
      orders: deps.orders,
      cache: deps.cache,
      publicUrl: config.PUBLIC_URL,
      userGuard: deps.guards.user,
    }),
    ...deliveryZoneRoutes({ orders: deps.orders }),
    ...paymentRoutes({ payments: deps.payments, proofs: deps.proofs, cache: deps.cache }),
    ...newsletterRoutes({ notifications: deps.notifications, cache: deps.cache }),
    ...smsCallbackRoutes({ notifications: deps.notifications, secret: config.SMS_CALLBACK_SECRET }),
    ...smsSettingsRoutes({ notifications: deps.notifications }),
    ...catalogRoutes({ catalog: deps.catalog }),
  ];
}

function accessTokenVerifier(identity: IdentityApi): AccessTokenVerifier {
  return createAccessTokenVerifier(() => identity.jwks());
}

/** The user and admin guards: a verified token of a session not signed out, then the live account. */
export function authGuards(identity: IdentityApi, cache: Cache) {
  return createAuthGuards({ verify: accessTokenVerifier(identity), revocations: sessionRevocationsOn(cache), identity });
}
