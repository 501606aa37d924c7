// The payment providers chosen by configuration, for both composition roots (the payments
// process and the gateway's in-process services): MTN MoMo at MOMO_BASE_URL, else the built-in
// simulator on loopback; Stripe when STRIPE_SECRET_KEY is set, else the card simulator. Where
// simulators are not allowed (production, unless PAYMENT_SIMULATORS=on) a method without its
// provider's settings is unavailable: not offered, refused with 503.
import type { Clock } from '@shop/domain';
import type { Logger } from '@shop/platform';
import type { CardGateway } from '../../core/ports/card-gateway.port';
import type { MobileMoneyGateway } from '../../core/ports/mobile-money-gateway.port';
import { SimulatedCardGateway } from '../card/simulated-card-gateway';
import { MomoSimulator } from '../momo-simulator/momo-simulator';
import { MtnMomoCollectionGateway } from '../mtn-momo/mtn-momo-collection-gateway';
import { UnconfiguredCardGateway, UnconfiguredMobileMoneyGateway } from './unconfigured-gateways';

export interface MomoSettings {
  /** MOMO_BASE_URL; absent: the built-in simulator is started on 127.0.0.1 and used over HTTP. */
  baseUrl?: string;
  subscriptionKey?: string;
  apiUser?: string;
  apiKey?: string;
  /** MOMO_TARGET_ENV: `sandbox` (EUR, as MTN's sandbox) or a production environment (RWF). */
  targetEnvironment: string;
  /** Where MTN may call back (PUBLIC_URL + /api/v1/payments/momo/callback); callbacks only bring a poll forward. */
  callbackUrl?: string;
  /** Per HTTP call to the provider. Default 10 s. */
  timeoutMs?: number;
}

/** The part of the payments settings that picks the providers. */
export interface PaymentProviderSettings {
  momo: MomoSettings;
  /** STRIPE_SECRET_KEY; absent: the card simulator (Stripe's test-card behaviour). */
  stripeSecretKey?: string;
  /** The simulator's approval delay for non-test numbers. Default 2 s. */
  simulatorApproveAfterMs?: number;
  /** PAYMENT_SIMULATORS: a method without its provider's settings runs on a simulator (true) or is unavailable. Default true. */
  simulators?: boolean;
  /** NODE_ENV=production: simulators allowed there are a warning at every start. */
  production?: boolean;
}

export interface PaymentProviders {
  momo: MobileMoneyGateway;
  cards: CardGateway;
  /** The embedded MoMo simulator, when MOMO_BASE_URL is not set. */
  simulator?: MomoSimulator;
  /** Stops the simulator. Call after the payments service's close: its poller may still be asking. */
  close(): Promise<void>;
}

/** Starts the simulator when MOMO_BASE_URL is not set; loads the Stripe SDK only when a key is set. */
export async function openPaymentProviders(
  settings: PaymentProviderSettings,
  deps: { logger: Logger; clock?: Clock },
): Promise<PaymentProviders> {
  const { momo } = settings;
  const { logger, clock } = deps;
  const simulators = settings.simulators ?? true;
  // The card provider first: should it fail to load, no simulator is left listening.
  const cards = await cardGateway(settings.stripeSecretKey, simulators, logger);
  const simulator =
    momo.baseUrl || !simulators
      ? undefined
      : await MomoSimulator.start({ targetEnvironment: momo.targetEnvironment, approveAfterMs: settings.simulatorApproveAfterMs });
  const mobileMoney =
    momo.baseUrl || simulator ? new MtnMomoCollectionGateway({ ...momoConnection(momo, simulator), logger, clock }) : new UnconfiguredMobileMoneyGateway();
  const chosen = {
    momo: momo.baseUrl ? 'MTN MoMo' : simulator ? `simulator ${simulator.url}` : 'unavailable (MOMO_BASE_URL is not set)',
    card: settings.stripeSecretKey ? 'Stripe' : simulators ? 'simulator' : 'unavailable (STRIPE_SECRET_KEY is not set)',
  };
  logger.info(chosen, 'payment providers chosen');
  if (settings.production && (simulator || cards instanceof SimulatedCardGateway)) {
    logger.warn(chosen, 'PAYMENT_SIMULATORS is on in production: simulated payments mark orders paid without moving any money');
  }
  return {
    momo: mobileMoney,
    cards,
    simulator,
    close: async () => {
      await simulator?.close();
    },
  };
}

async function cardGateway(secretKey: string | undefined, simulators: boolean, logger: Logger): Promise<CardGateway> {
  if (!secretKey) return simulators ? new SimulatedCardGateway() : new UnconfiguredCardGateway();
  const { StripeCardGateway } = await import('../card/stripe-card-gateway');
  return new StripeCardGateway({ secretKey, logger });
}

function momoConnection(momo: MomoSettings, simulator: MomoSimulator | undefined) {
  if (simulator) {
    return { baseUrl: simulator.url, ...simulator.credentials, targetEnvironment: simulator.targetEnvironment, timeoutMs: momo.timeoutMs };
  }
  const { baseUrl, subscriptionKey, apiUser, apiKey } = momo;
  if (!baseUrl || !subscriptionKey || !apiUser || !apiKey) {
    throw new Error('MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY must be set when MOMO_BASE_URL is set');
  }
  return { ...momo, baseUrl, subscriptionKey, apiUser, apiKey };
}
