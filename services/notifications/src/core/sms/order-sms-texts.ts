// What the order SMS say, in each of the shop's languages. Short, and written within GSM-7 (no
// "ç", no curly quotes) so that a message costs one 160-character part where it can.
import type { Language } from '@shop/domain';

export interface OrderSmsFacts {
  orderNumber: string;
  /** The total, written by formatRwf. */
  amount: string;
  /** The USSD code of a manual payment, amount included. */
  dialCode: string;
  supportPhone: string;
  /** The order's page in the shop. */
  link: string;
  trackingNumber?: string;
  /** The bike delivery's estimate in business days. */
  deliveryDays: { min: number; max: number };
}

export interface OrderSmsTexts {
  receivedManual(f: OrderSmsFacts): string;
  receivedMomo(f: OrderSmsFacts): string;
  receivedCard(f: OrderSmsFacts): string;
  paymentConfirmed(f: OrderSmsFacts): string;
  paymentFailed(f: OrderSmsFacts): string;
  shipped(f: OrderSmsFacts): string;
  delivered(f: OrderSmsFacts): string;
}

const en: OrderSmsTexts = {
  receivedManual: (f) => `DevShop: we received order ${f.orderNumber}. To pay ${f.amount}, dial ${f.dialCode} on your MTN phone. Questions: ${f.supportPhone}`,
  receivedMomo: (f) => `DevShop: we received order ${f.orderNumber}, total ${f.amount}. Approve the Mobile Money request on your phone with your PIN.`,
  receivedCard: (f) => `DevShop: we received order ${f.orderNumber}, total ${f.amount}. We will text you when your card payment is confirmed.`,
  paymentConfirmed: (f) => `DevShop: payment of ${f.amount} for order ${f.orderNumber} confirmed. We are preparing it; delivery in ${f.deliveryDays.min}-${f.deliveryDays.max} business days.`,
  paymentFailed: (f) => `DevShop: the payment for order ${f.orderNumber} did not go through. Try again here: ${f.link}`,
  shipped: (f) => `DevShop: order ${f.orderNumber} is on its way by bike.${f.trackingNumber ? ` Tracking number: ${f.trackingNumber}.` : ''} Questions: ${f.supportPhone}`,
  delivered: (f) => `DevShop: order ${f.orderNumber} has been delivered. Thank you for shopping with us!`,
};

const fr: OrderSmsTexts = {
  receivedManual: (f) => `DevShop : commande ${f.orderNumber} enregistrée. Pour payer ${f.amount}, composez ${f.dialCode} sur votre téléphone MTN. Aide : ${f.supportPhone}`,
  receivedMomo: (f) => `DevShop : commande ${f.orderNumber} enregistrée, total ${f.amount}. Validez la demande Mobile Money sur votre téléphone avec votre code PIN.`,
  receivedCard: (f) => `DevShop : commande ${f.orderNumber} enregistrée, total ${f.amount}. Nous vous écrirons dès que le paiement par carte sera confirmé.`,
  paymentConfirmed: (f) => `DevShop : paiement de ${f.amount} confirmé pour la commande ${f.orderNumber}. Livraison sous ${f.deliveryDays.min} à ${f.deliveryDays.max} jours ouvrables.`,
  paymentFailed: (f) => `DevShop : le paiement de la commande ${f.orderNumber} a échoué. Réessayez ici : ${f.link}`,
  shipped: (f) => `DevShop : la commande ${f.orderNumber} est en route, livrée à vélo.${f.trackingNumber ? ` Numéro de suivi : ${f.trackingNumber}.` : ''} Questions : ${f.supportPhone}`,
  delivered: (f) => `DevShop : la commande ${f.orderNumber} a été livrée. Merci de votre confiance !`,
};

const rw: OrderSmsTexts = {
  receivedManual: (f) => `DevShop: twakiriye komande ${f.orderNumber}. Kugira ngo wishyure ${f.amount}, kanda ${f.dialCode} kuri telefoni ya MTN. Ibibazo: ${f.supportPhone}`,
  receivedMomo: (f) => `DevShop: twakiriye komande ${f.orderNumber}, yose hamwe ${f.amount}. Emeza ubusabe bwa Mobile Money kuri telefoni yawe ukoresheje PIN yawe.`,
  receivedCard: (f) => `DevShop: twakiriye komande ${f.orderNumber}, yose hamwe ${f.amount}. Tuzakoherereza ubutumwa nitumara kwemeza ubwishyu bw'ikarita yawe.`,
  paymentConfirmed: (f) => `DevShop: twakiriye ubwishyu bwa ${f.amount} bwa komande ${f.orderNumber}. Izakugeraho mu minsi y'akazi ${f.deliveryDays.min}-${f.deliveryDays.max}.`,
  paymentFailed: (f) => `DevShop: ubwishyu bwa komande ${f.orderNumber} ntibwakunze. Ongera ugerageze hano: ${f.link}`,
  shipped: (f) => `DevShop: komande ${f.orderNumber} iri mu nzira, izanwa n'igare.${f.trackingNumber ? ` Nomero yo kuyikurikirana: ${f.trackingNumber}.` : ''} Ibibazo: ${f.supportPhone}`,
  delivered: (f) => `DevShop: komande ${f.orderNumber} yakugezeho. Murakoze kugura iwacu!`,
};

export const ORDER_SMS_TEXTS: Record<Language, OrderSmsTexts> = { en, fr, rw };
