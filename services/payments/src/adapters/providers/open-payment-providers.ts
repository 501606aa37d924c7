// The payment providers chosen by configuration, for both composition roots (the payments
// process and the gateway's in-process services): MTN MoMo at MOMO_BASE_URL, Airtel Money at
// AIRTEL_BASE_URL, else each wallet's built-in simulator on loopback; Stripe when
// STRIPE_SECRET_KEY is set, else the card simulator. Where simulators are not allowed
// (production, unless PAYMENT_SIMULATORS=on) a method without its provider's settings is
// unavailable: not offered, refused with 503.
import type { Clock } from '@shop/domain';
import type { Logger } from '@shop/platform';
import type { CardGateway } from '../../core/ports/card-gateway.port';
import type { MobileMoneyGateway } from '../../core/ports/mobile-money-gateway.port';
import { AirtelMoneyGateway } from '../airtel-money/airtel-money-gateway';
import { AirtelSimulator } from '../airtel-simulator/airtel-simulator';
import { SimulatedCardGateway } from '../card/simulated-card-gateway';
import { MomoSimulator } from '../momo-simulator/momo-simulator';
import { MtnMomoCollectionGateway, type MtnMomoSettings } from '../mtn-momo/mtn-momo-collection-gateway';
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
  /** MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, _API_USER, _API_KEY: the Disbursement product, which refunds need. */
  disbursement?: { subscriptionKey?: string; apiUser?: string; apiKey?: string };
}

export interface AirtelSettings {
  /** AIRTEL_BASE_URL (https://openapiuat.airtel.africa, https://openapi.airtel.africa); absent: the built-in simulator. */
  baseUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** Per HTTP call to the provider. Default 10 s. */
  timeoutMs?: number;
}

/** The part of the payments settings that picks the providers. */
export interface PaymentProviderSettings {
  momo: MomoSettings;
  airtel?: AirtelSettings;
  /** STRIPE_SECRET_KEY; absent: the card simulator (Stripe's test-card behaviour). */
  stripeSecretKey?: string;
  /** The simulators' approval delay for non-test numbers. Default 2 s. */
  simulatorApproveAfterMs?: number;
  /** PAYMENT_SIMULATORS: a method without its provider's settings runs on a simulator (true) or is unavailable. Default true. */
  simulators?: boolean;
  /** NODE_ENV=production: simulators allowed there are a warning at every start. */
  production?: boolean;
}

export interface PaymentProviders {
  /** MTN MoMo. */
  momo: MobileMoneyGateway;
  airtel: MobileMoneyGateway;
  cards: CardGateway;
  /** The embedded MoMo simulator, when MOMO_BASE_URL is not set. */
  simulator?: MomoSimulator;
  /** The embedded Airtel Money simulator, when AIRTEL_BASE_URL is not set. */
  airtelSimulator?: AirtelSimulator;
  /** Stops the simulators. Call after the payments service's close: its poller may still be asking. */
  close(): Promise<void>;
}

/** Starts the simulators a wallet without a base URL needs; loads the Stripe SDK only when a key is set. */
export async function openPaymentProviders(
  settings: PaymentProviderSettings,
  deps: { logger: Logger; clock?: Clock },
): Promise<PaymentProviders> {
  const { momo } = settings;
  const airtel = settings.airtel ?? {};
  const { logger, clock } = deps;
  const simulators = settings.simulators ?? true;
  const approveAfterMs = settings.simulatorApproveAfterMs;
  // The card provider and every wallet's settings first: should one fail, no simulator is left listening.
  const cards = await cardGateway(settings.stripeSecretKey, simulators, logger);
  const momoReal = momo.baseUrl ? momoConnection(momo) : undefined;
  const airtelReal = airtel.baseUrl ? airtelConnection(airtel) : undefined;
  const simulator = momoReal || !simulators ? undefined : await MomoSimulator.start({ targetEnvironment: momo.targetEnvironment, approveAfterMs });
  const airtelSimulator = airtelReal || !simulators ? undefined : await AirtelSimulator.start({ approveAfterMs }).catch(async (error: unknown) => {
    await simulator?.close();
    throw error;
  });

  const momoSettings = momoReal ?? (simulator && simulatedMomo(simulator, momo));
  const airtelSettings = airtelReal ?? (airtelSimulator && { baseUrl: airtelSimulator.url, ...airtelSimulator.credentials, timeoutMs: airtel.timeoutMs });
  const chosen = {
    momo: momoReal ? 'MTN MoMo' : simulator ? `simulator ${simulator.url}` : 'unavailable (MOMO_BASE_URL is not set)',
    momoRefunds: momoSettings?.disbursement ? (simulator ? 'simulator' : 'MTN MoMo Disbursement') : 'unavailable (MOMO_DISBURSEMENT_* are not set)',
    airtel: airtelReal ? 'Airtel Money' : airtelSimulator ? `simulator ${airtelSimulator.url}` : 'unavailable (AIRTEL_BASE_URL is not set)',
    card: settings.stripeSecretKey ? 'Stripe' : simulators ? 'simulator' : 'unavailable (STRIPE_SECRET_KEY is not set)',
  };
  logger.info(chosen, 'payment providers chosen');
  if (settings.production && (simulator || airtelSimulator || cards instanceof SimulatedCardGateway)) {
    logger.warn(chosen, 'PAYMENT_SIMULATORS is on in production: simulated payments mark orders paid without moving any money');
  }
  return {
    momo: momoSettings ? new MtnMomoCollectionGateway({ ...momoSettings, logger, clock }) : new UnconfiguredMobileMoneyGateway('mtn'),
    airtel: airtelSettings ? new AirtelMoneyGateway({ ...airtelSettings, logger, clock }) : new UnconfiguredMobileMoneyGateway('airtel'),
    cards,
    simulator,
    airtelSimulator,
    close: async () => {
      await Promise.all([simulator?.close(), airtelSimulator?.close()]);
    },
  };
}

async function cardGateway(secretKey: string | undefined, simulators: boolean, logger: Logger): Promise<CardGateway> {
  if (!secretKey) return simulators ? new SimulatedCardGateway() : new UnconfiguredCardGateway();
  const { StripeCardGateway } = await import('../card/stripe-card-gateway');
  return new StripeCardGateway({ secretKey, logger });
}

type MtnMomoConnection = Omit<MtnMomoSettings, 'logger' | 'clock'>;

function simulatedMomo(simulator: MomoSimulator, momo: MomoSettings): MtnMomoConnection {
  return {
    baseUrl: simulator.url,
    ...simulator.credentials,
    disbursement: simulator.disbursementCredentials,
    targetEnvironment: simulator.targetEnvironment,
    timeoutMs: momo.timeoutMs,
  };
}

function momoConnection(momo: MomoSettings): MtnMomoConnection {
  const { baseUrl, subscriptionKey, apiUser, apiKey, targetEnvironment, callbackUrl, timeoutMs } = momo;
  if (!baseUrl || !subscriptionKey || !apiUser || !apiKey) {
    throw new Error('MOMO_SUBSCRIPTION_KEY, MOMO_API_USER and MOMO_API_KEY must be set when MOMO_BASE_URL is set');
  }
  const disbursement = disbursementKeys(momo.disbursement);
  return { baseUrl, subscriptionKey, apiUser, apiKey, targetEnvironment, callbackUrl, timeoutMs, ...(disbursement ? { disbursement } : {}) };
}

/** All three Disbursement keys, or none (refunds unavailable); some of them is a mistake. */
function disbursementKeys(keys: MomoSettings['disbursement']): MtnMomoSettings['disbursement'] {
  const { subscriptionKey, apiUser, apiKey } = keys ?? {};
  if (subscriptionKey && apiUser && apiKey) return { subscriptionKey, apiUser, apiKey };
  if (subscriptionKey || apiUser || apiKey) {
    throw new Error('MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, MOMO_DISBURSEMENT_API_USER and MOMO_DISBURSEMENT_API_KEY must be set together');
  }
  return undefined;
}

function airtelConnection(airtel: AirtelSettings): { baseUrl: string; clientId: string; clientSecret: string; timeoutMs?: number } {
  const { baseUrl, clientId, clientSecret, timeoutMs } = airtel;
  if (!baseUrl || !clientId || !clientSecret) throw new Error('AIRTEL_CLIENT_ID and AIRTEL_CLIENT_SECRET must be set when AIRTEL_BASE_URL is set');
  return { baseUrl, clientId, clientSecret, timeoutMs };
}
