import { isPaymentMethod, type PaymentMethod } from '@shop/domain';
import type { CheckoutFormValues, CheckoutStep } from './checkout-fields';

/**
 * What the shopper has typed into the checkout, kept in this tab's session storage so that a
 * reload (a dropped connection, a phone that reclaimed the tab) does not lose it. Card fields
 * are never kept; the draft goes once the order is placed, and with the tab.
 */
export interface CheckoutDraft {
  values: Partial<CheckoutFormValues>;
  step: CheckoutStep;
  method: PaymentMethod | null;
  smsUpdates: boolean;
}

const DRAFT_KEY = 'checkoutDraft';

/** The fields a draft keeps: all but the card's. */
const KEPT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'street', 'city', 'district', 'postalCode', 'orderNotes', 'momoPhone', 'momoWallet'] as const;
/** Far above any real entry: a longer stored value was not written by this form. */
const MAX_FIELD_LENGTH = 2000;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a stored draft, taking only the fields and values this form writes; null when there is none. */
export function parseCheckoutDraft(raw: string | null): CheckoutDraft | null {
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.values)) return null;
  const values: Partial<CheckoutFormValues> = {};
  for (const field of KEPT_FIELDS) {
    const value = stored.values[field];
    if (typeof value === 'string' && value.length <= MAX_FIELD_LENGTH) values[field] = value;
  }
  const step = stored.step === 2 || stored.step === 3 ? stored.step : 1;
  const method = isPaymentMethod(stored.method) ? stored.method : null;
  const smsUpdates = stored.smsUpdates !== false;
  return { values, step, method, smsUpdates };
}

export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    return parseCheckoutDraft(sessionStore()?.getItem(DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(values: CheckoutFormValues, step: CheckoutStep, method: PaymentMethod | null, smsUpdates: boolean): void {
  const kept: Partial<CheckoutFormValues> = {};
  for (const field of KEPT_FIELDS) kept[field] = values[field];
  try {
    sessionStore()?.setItem(DRAFT_KEY, JSON.stringify({ values: kept, step, method, smsUpdates }));
  } catch {
    // quota exceeded or storage disabled: the form still works, without the draft
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStore()?.removeItem(DRAFT_KEY);
  } catch {
    // as for writes
  }
}
