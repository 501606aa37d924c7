import { useCallback, useEffect, useState } from 'react';
import {
  CHECKOUT_FORM_DEFAULTS,
  validateCheckoutForm,
  validateProofFile,
  type PaymentMethod,
  type UploadedFile,
} from '@shop/domain';
import { readCheckoutDraft, saveCheckoutDraft } from '../utils/checkout-draft';
import {
  errorsByField,
  errorsOfStep,
  type CheckoutFormValues,
  type CheckoutStep,
  type FieldErrors,
} from '../utils/checkout-fields';

/** The screenshot picked for a manual payment, with what the checks need to know of it. */
export interface ProofFile {
  file: File;
  info: UploadedFile;
}

export type CheckoutDefaults = Partial<Pick<CheckoutFormValues, 'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'city' | 'district' | 'postalCode'>>;

function initialValues(defaults: CheckoutDefaults): CheckoutFormValues {
  const phone = defaults.phone ?? '';
  return {
    firstName: defaults.firstName ?? '',
    lastName: defaults.lastName ?? '',
    email: defaults.email ?? '',
    phone,
    street: defaults.street ?? '',
    city: defaults.city || CHECKOUT_FORM_DEFAULTS.city,
    district: defaults.district ?? '',
    postalCode: defaults.postalCode ?? '',
    orderNotes: '',
    momoPhone: phone,
    momoWallet: '',
    cardName: '',
    cardNumber: '',
    cardExpiry: '',
    cardCvv: '',
  };
}

/** The first bytes of a file: enough to tell a PNG or JPEG from anything else. */
async function headOf(file: File): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return undefined;
  }
}

/**
 * The three steps' values, the current step and the messages under the fields. Continue checks
 * the step's fields with the domain's checkout rules (SPEC section 5) before moving on.
 */
export function useCheckoutForm(defaults: CheckoutDefaults) {
  // What the shopper typed before a reload in this tab comes back (utils/checkout-draft.ts).
  const [draft] = useState(readCheckoutDraft);
  const [values, setValues] = useState<CheckoutFormValues>(() => ({ ...initialValues(defaults), ...draft?.values }));
  const [step, setStep] = useState<CheckoutStep>(draft?.step ?? 1);
  // The order's own updates by SMS: on unless the shopper turns them off (never marketing).
  const [smsUpdates, setSmsUpdates] = useState(draft?.smsUpdates ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [method, setMethodState] = useState<PaymentMethod | null>(draft?.method ?? null);
  const [proof, setProof] = useState<ProofFile | null>(null);

  useEffect(() => saveCheckoutDraft(values, step, method, smsUpdates), [values, step, method, smsUpdates]);

  const setField = useCallback((field: keyof CheckoutFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const key = fieldKey(field);
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  /** Checks one step's contact or address fields; moves on when they are right. */
  const continueFrom = useCallback(
    (from: 1 | 2): boolean => {
      const stepErrors = errorsOfStep(errorsByField(validateCheckoutForm(values)), from);
      setErrors((current) => ({ ...withoutStep(current, from), ...stepErrors }));
      if (Object.keys(stepErrors).length) return false;
      setStep(from === 1 ? 2 : 3);
      return true;
    },
    [values],
  );

  const setMethod = useCallback((next: PaymentMethod) => {
    setMethodState(next);
    setErrors((current) => withoutStep(current, 3));
  }, []);

  /** Reads and checks the chosen screenshot at once: a wrong file is named under the field. */
  const chooseProof = useCallback(async (file: File | null) => {
    if (!file) {
      setProof(null);
      return;
    }
    const bytes = await headOf(file);
    // The bytes decide the type when they could be read: a renamed file is caught here already.
    const info: UploadedFile = bytes ? { type: file.type, size: file.size, bytes } : { type: file.type, size: file.size };
    const problems = validateProofFile(info);
    setProof({ file, info });
    setErrors((current) => {
      const next = { ...current };
      delete next.paymentProof;
      if (problems[0]) next.paymentProof = problems[0].message;
      return next;
    });
  }, []);

  return { values, setField, step, setStep, errors, setErrors, continueFrom, method, setMethod, proof, chooseProof, smsUpdates, setSmsUpdates };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;

/** Where a field's message is kept: the card and Mobile Money fields use the payment rules' names. */
export function fieldKey(field: keyof CheckoutFormValues): string {
  switch (field) {
    case 'cardName':
      return 'card.nameOnCard';
    case 'cardNumber':
      return 'card.cardNumber';
    case 'cardExpiry':
      return 'card.expiryDate';
    case 'cardCvv':
      return 'card.cvv';
    default:
      return field;
  }
}

function withoutStep(errors: FieldErrors, step: CheckoutStep): FieldErrors {
  const inStep = errorsOfStep(errors, step);
  const next = { ...errors };
  for (const key of Object.keys(inStep)) delete next[key];
  return next;
}
