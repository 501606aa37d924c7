import { useCallback, useEffect, useRef, useState } from 'react';
import { parsePromoCodeInput, PROMO_MESSAGE_CLEAR_AFTER_REMOVAL_MS, PROMO_MESSAGE_CLEAR_MS } from '@shop/domain';
import { localMessage } from '@/lib/i18n/shop-messages';
import { applyCoupon, applyCouponFailed } from '../api/apply-coupon';
import { removeCoupon, removeCouponFailed } from '../api/remove-coupon';
import { dropCartCoupon, setCartCoupon } from '../stores/cart-store';
import { isPromoSuccess } from '../utils/promo-message';

export interface PromoMessage {
  text: string;
  success: boolean;
}

export interface PromoCode {
  input: string;
  setInput: (value: string) => void;
  /** A request (apply or remove) is running. */
  busy: boolean;
  /** Apply is disabled while the input is blank or a request runs (SPEC section 5). */
  canApply: boolean;
  message: PromoMessage | null;
  apply: () => Promise<void>;
  remove: () => Promise<void>;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The promo box (SPEC section 4, Promo code): the code is trimmed and upper-cased and checked by
 * the server; on success the cart keeps it and the input clears. The message clears after
 * 5 seconds, or 3 seconds after a removal.
 */
export function usePromoCode(subtotal: number): PromoCode {
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PromoMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const show = useCallback((text: string, clearAfterMs: number) => {
    if (timer.current) clearTimeout(timer.current);
    // Success is read from the shop's English text; the shopper reads it in their language.
    setMessage({ text: localMessage(text), success: isPromoSuccess(text) });
    timer.current = setTimeout(() => setMessage(null), clearAfterMs);
  }, []);

  const apply = useCallback(async () => {
    const code = parsePromoCodeInput(input);
    if (!code || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const answer = await applyCoupon(code, subtotal);
      setCartCoupon(answer.coupon);
      setInput('');
      show(answer.message, PROMO_MESSAGE_CLEAR_MS);
    } catch (error) {
      show(messageOf(error, applyCouponFailed()), PROMO_MESSAGE_CLEAR_MS);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [input, subtotal, show]);

  const remove = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const text = await removeCoupon();
      dropCartCoupon();
      show(text, PROMO_MESSAGE_CLEAR_AFTER_REMOVAL_MS);
    } catch (error) {
      show(messageOf(error, removeCouponFailed()), PROMO_MESSAGE_CLEAR_AFTER_REMOVAL_MS);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [show]);

  const canApply = !busy && parsePromoCodeInput(input) !== null;
  return { input, setInput, busy, canApply, message, apply, remove };
}
