import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PAYMENT_FIRST_POLL_DELAY_MS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  isWallet,
  parseCheckoutForm,
  validatePaymentDetails,
  type CartState,
  type PaymentMethod,
} from '@shop/domain';
import { ApiError } from '@/lib/api-client';
import { currentLanguage, translate } from '@/lib/i18n/use-t';
import { getPaymentStatus } from '../api/get-payment-status';
import { getPlacedOrder } from '../api/get-placed-order';
import { payByCard } from '../api/pay-by-card';
import { createOrderFailed, placeOrder } from '../api/place-order';
import { requestMomoPayment } from '../api/request-momo-payment';
import { walletOfNumber } from '../utils/wallet-of-number';
import { updatePaymentStatus } from '../api/update-payment-status';
import { uploadPaymentProof } from '../api/upload-payment-proof';
import type { OrderPayload, PlacedOrder, ServerFigures } from '../types';
import { errorsByField, firstStepWithError, formErrorsFromServer, type FieldErrors } from '../utils/checkout-fields';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { momoFailureText, paymentFailedText, paymentTimedOutText } from '../utils/momo-reason';
import { buildOrderPayload, samePayload } from '../utils/order-payload';
import { abortableSleep, pollPayment } from '../utils/poll-payment';
import { lineRefusedForVariant } from '../utils/variant-refusal';
import type { CheckoutForm } from './use-checkout-form';


export type CheckoutView =
  | { name: 'form'; alert: string | null }
  | { name: 'processing'; text: string }
  | { name: 'pending'; phone: string; total: number; attempt: number }
  /** The order is placed; the card is entered in the card provider's own form. */
  | { name: 'card'; order: PlacedOrder }
  | { name: 'success'; method: PaymentMethod; orderNumber: string; total: number }
  | { name: 'failed'; message: string };

/** What checkout asks of the cart (the route wires the cart feature in). */
export interface CartActions {
  /** The server's prices after a 409 'Prices have changed'. */
  reprice: (items: ServerFigures['items']) => void;
  /** The server refused the promo code at checkout. */
  dropCoupon: () => void;
  /** The order is placed and paid, or its proof submitted: the cart is done. */
  finish: () => void;
}

const isFigures = (details: Record<string, unknown>): details is Record<string, unknown> & ServerFigures =>
  Array.isArray(details.items) && typeof details.total === 'number';

/** Unknown outcome (no answer, or the server failed): a retry must send the same key. */
const outcomeUnknown = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * Places the order and pays it (SPEC section 4, Checkout view): form → processing → pending
 * (Mobile Money prompt, first checked after 2 s, then every 10 s, at most 30 times) → success or
 * failed. Each checkout attempt has one Idempotency-Key for POST /orders, sent again when a retry
 * repeats it. A declined or failed payment keeps the order and its reservation: Try Again returns
 * to the payment step and pays the same order (same order number), by any method, until it is
 * paid or its reservation expired (then a new order is placed).
 */
export function useCheckoutFlow(form: CheckoutForm, cart: CartState, actions: CartActions, options: { cardInProviderForm?: boolean } = {}) {
  // A live card provider takes the card in its own form, after the order is placed: no card field reaches us.
  const cardInProviderForm = options.cardInProviderForm === true;
  const [view, setView] = useState<CheckoutView>({ name: 'form', alert: null });
  const orderKey = useRef(newIdempotencyKey());
  const paymentKey = useRef(newIdempotencyKey());
  const placed = useRef<{ payload: OrderPayload; order: PlacedOrder } | null>(null);
  const poll = useRef<AbortController | null>(null);
  const busy = useRef(false);

  useEffect(() => () => poll.current?.abort(), []);

  const { values, method, proof, setErrors, setStep, smsUpdates } = form;

  const backToForm = useCallback(
    (alert: string | null, errors?: FieldErrors) => {
      if (errors && Object.keys(errors).length) {
        setErrors((current) => ({ ...current, ...errors }));
        setStep(firstStepWithError(errors) ?? 3);
      }
      setView({ name: 'form', alert });
    },
    [setErrors, setStep],
  );

  const succeed = useCallback(
    (order: PlacedOrder, paidWith: PaymentMethod) => {
      placed.current = null;
      actions.finish();
      setView({ name: 'success', method: paidWith, orderNumber: order.orderNumber, total: order.total });
    },
    [actions],
  );

  /** A refusal of this payment attempt: the order keeps its reservation, and the next attempt pays it again. */
  const fail = useCallback((message: string) => {
    setView({ name: 'failed', message });
  }, []);

  /**
   * The order already placed for this payload, when it can still be paid: a retry pays it again.
   * Paid meanwhile (a late approval): that order with `paid`, nothing more to pay. Cancelled (its
   * reservation expired): none, so a new order is placed.
   */
  const retained = useCallback(async (payload: OrderPayload): Promise<{ order: PlacedOrder | null; paid: boolean }> => {
    const kept = placed.current;
    if (!kept || !samePayload(kept.payload, payload)) return { order: null, paid: false };
    try {
      const current = await getPlacedOrder(kept.order._id);
      if (current.paymentInfo.status === 'paid') return { order: kept.order, paid: true };
      if (current.status === 'cancelled') {
        placed.current = null;
        return { order: null, paid: false };
      }
    } catch {
      // Not known now: try to pay it; the server refuses an order that can no longer be paid.
    }
    return { order: kept.order, paid: false };
  }, []);

  const orderFailed = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return setView({ name: 'failed', message: messageOf(error, createOrderFailed()) });
      if (!outcomeUnknown(error)) orderKey.current = newIdempotencyKey();
      if (error.status === 409 && isFigures(error.details)) {
        actions.reprice(error.details.items);
        if (typeof error.details.reason === 'string') {
          actions.dropCoupon();
          return backToForm(`${error.message}. The promo code was removed; please review your total.`);
        }
        return backToForm(error.message);
      }
      if (error.status === 409) return backToForm(error.message);
      const refused = error.status === 400 ? lineRefusedForVariant(error.errors, cart.items) : undefined;
      if (refused) return backToForm(translate('checkout.chooseOptionsAgain', { name: refused.name }));
      if (error.status === 400 && error.errors.length) {
        const fields = formErrorsFromServer(error.errors, 'order');
        return backToForm(firstStepWithError(fields) ? translate('checkout.fixFields') : error.message, fields);
      }
      if (error.status === 401) return backToForm(error.message);
      setView({ name: 'failed', message: error.message || createOrderFailed() });
    },
    [actions, backToForm, cart],
  );

  /** A payment call that did not go through: fields to fix, a refusal, or an unknown outcome. */
  const paymentFailed = useCallback(
    (error: unknown) => {
      if (!outcomeUnknown(error)) paymentKey.current = newIdempotencyKey();
      if (error instanceof ApiError && error.errors.length && error.status < 500) {
        const fields = formErrorsFromServer(error.errors, 'payment');
        if (firstStepWithError(fields)) return backToForm(translate('checkout.fixFields'), fields);
      }
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        return backToForm(null, { paymentProof: error.message });
      }
      setView({ name: 'failed', message: messageOf(error, paymentFailedText()) });
    },
    [backToForm],
  );

  const payByMomo = useCallback(
    async (order: PlacedOrder) => {
      const wallet = isWallet(values.momoWallet) ? values.momoWallet : walletOfNumber(values.momoPhone);
      const request = await requestMomoPayment(order._id, values.momoPhone.trim(), wallet, paymentKey.current);
      paymentKey.current = newIdempotencyKey();
      if (request.status === 'SUCCESSFUL') return succeed(order, 'momo');
      if (request.status === 'FAILED') return fail(paymentFailedText());
      const controller = new AbortController();
      poll.current = controller;
      setView({ name: 'pending', phone: values.momoPhone.trim(), total: order.total, attempt: 0 });
      const outcome = await pollPayment({
        check: () => getPaymentStatus(request.paymentId, controller.signal),
        intervalMs: PAYMENT_POLL_INTERVAL_MS,
        firstDelayMs: PAYMENT_FIRST_POLL_DELAY_MS,
        maxAttempts: PAYMENT_POLL_MAX_ATTEMPTS,
        sleep: abortableSleep(controller.signal),
        onAttempt: (attempt) => setView((current) => (current.name === 'pending' ? { ...current, attempt } : current)),
      });
      const successful = outcome.status === 'SUCCESSFUL';
      // SPEC: the client reports the outcome; the server only re-checks with the provider.
      void updatePaymentStatus(order._id, successful ? 'completed' : 'failed', request.referenceId).catch(() => undefined);
      if (successful) return succeed(order, 'momo');
      fail(outcome.status === 'TIMEOUT' ? paymentTimedOutText() : momoFailureText(outcome.reason));
    },
    [values.momoPhone, values.momoWallet, succeed, fail],
  );

  const submit = useCallback(async () => {
    if (busy.current || !method) return;
    const address = parseCheckoutForm(values);
    const card = { nameOnCard: values.cardName, cardNumber: values.cardNumber, expiryDate: values.cardExpiry, cvv: values.cardCvv };
    const providerCard = method === 'stripe' && cardInProviderForm;
    const paymentErrors = providerCard ? [] : validatePaymentDetails({ method, proof: proof?.info ?? null, phone: values.momoPhone, card }, new Date());
    const errors: FieldErrors = {
      ...(address.ok ? {} : errorsByField(address.errors)),
      ...formErrorsFromServer(paymentErrors, 'payment'),
    };
    if (!address.ok || Object.keys(errors).length) return backToForm(translate('checkout.fixFields'), errors);
    if (cart.items.length === 0) return;

    busy.current = true;
    try {
      const payload = buildOrderPayload(cart, address.value, method, { orderNotes: values.orderNotes, smsUpdates, language: currentLanguage() });
      setView({ name: 'processing', text: translate('checkout.processingText') });
      const kept = await retained(payload);
      if (kept.order && kept.paid) return succeed(kept.order, method);
      let order = kept.order;
      if (!order) {
        try {
          order = await placeOrder(payload, orderKey.current);
        } catch (error) {
          return orderFailed(error);
        }
        orderKey.current = newIdempotencyKey();
        placed.current = { payload, order };
      }
      try {
        if (method === 'manual_momo') {
          setView({ name: 'processing', text: translate('checkout.uploadingText') });
          await uploadPaymentProof(order._id, proof!.file);
          return succeed(order, method);
        }
        if (providerCard) return setView({ name: 'card', order });
        if (method === 'stripe') {
          const result = await payByCard(
            order._id,
            { name: values.cardName.trim(), number: values.cardNumber.trim(), expiry: values.cardExpiry.trim(), cvv: values.cardCvv.trim() },
            paymentKey.current,
          );
          paymentKey.current = newIdempotencyKey();
          return result.success ? succeed(order, method) : fail(result.message || paymentFailedText());
        }
        await payByMomo(order);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        paymentFailed(error);
      }
    } finally {
      busy.current = false;
    }
  }, [method, values, smsUpdates, proof, cart, cardInProviderForm, backToForm, orderFailed, paymentFailed, payByMomo, succeed, fail, retained]);

  /** The card provider's form paid the order (its webhook settled it). */
  const cardPaid = useCallback((order: PlacedOrder) => succeed(order, 'stripe'), [succeed]);

  /** Back to the payment step, for the same order. */
  const tryAgain = useCallback(() => {
    setStep(3);
    backToForm(null);
  }, [backToForm, setStep]);

  return { view, submit, tryAgain, cardPaid, cardFailed: fail };
}
