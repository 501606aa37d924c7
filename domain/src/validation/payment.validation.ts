import type { Instant } from '../dates/instant';
import { validateCardDetails, type CardDetailsInput } from './card.validation';
import { isBlank, trimmed, type FieldError } from './field-error';
import { PAYMENT_MESSAGES as M } from './messages';
import { validateProofFile } from './proof-file.validation';
import { isRwandanPhone } from './rwandan-phone';
import type { UploadedFile } from './uploaded-file';

export interface PaymentDetailsInput {
  /** Any string: an unknown method is reported, not thrown. */
  method: string;
  /** manual_momo: the screenshot of the USSD confirmation. */
  proof?: UploadedFile | null;
  /** momo: the number the payment prompt goes to. */
  phone?: string | null;
  /** stripe: the card. */
  card?: CardDetailsInput | null;
}

/** What each payment method needs before an order is paid (SPEC section 5). */
export function validatePaymentDetails(input: PaymentDetailsInput, now: Instant): FieldError[] {
  switch (input.method) {
    case 'manual_momo':
      return input.proof ? validateProofFile(input.proof) : [{ path: 'paymentProof', message: M.proofRequired }];
    case 'stripe':
      return validateCardDetails(input.card ?? {}, now);
    case 'momo':
      if (isBlank(input.phone)) return [{ path: 'phone', message: M.momoPhoneRequired }];
      return isRwandanPhone(trimmed(input.phone)) ? [] : [{ path: 'phone', message: M.momoPhoneInvalid }];
    default:
      return [{ path: 'paymentMethod', message: M.unsupportedMethod }];
  }
}
