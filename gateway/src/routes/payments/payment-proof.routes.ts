import { z } from 'zod';
import { AppError, detectImageType, FILE_MESSAGES, MAX_UPLOAD_BYTES, PAYMENT_MESSAGES, validateProofFile } from '@shop/domain';
import { currentUser } from '../../auth/current-user';
import { stripScreenshot } from '../../images/strip-screenshot';
import { createRateLimiter } from '../../auth/rate-limiter';
import { badRequest } from '../../http/http-error';
import { defineRoute, type RouteDefinition, type UploadedPart } from '../route';
import type { PaymentRouteDeps } from './payment-route-deps';
import { objectId, proofUrl } from './payment.schemas';

/** Where screenshots are kept, in the private files store (never in the public uploads). */
export const PROOF_FOLDER = 'payment-proofs';
export const PROOF_NOT_FOUND = 'Payment proof not found';

/** The random part of a stored proof's key, by which its owner and admins fetch it. */
const proofNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'));
export const PROOF_RECEIVED = 'Payment proof received. We will verify your payment within 24 hours.';

/** The screenshot checked by its bytes (the name and declared type are not believed): JPEG or PNG. */
function checkedProof(file: UploadedPart | undefined): void {
  if (!file) {
    throw new AppError('invalid', PAYMENT_MESSAGES.proofRequired, [{ path: 'paymentProof', message: PAYMENT_MESSAGES.proofRequired }]);
  }
  const errors = validateProofFile({ type: file.declaredType, size: file.size, bytes: file.bytes });
  if (errors.some((error) => error.message === FILE_MESSAGES.proofSize)) throw new AppError('too_large', FILE_MESSAGES.proofSize, errors);
  const type = detectImageType(file.bytes);
  if (errors.length > 0 || (type !== 'jpeg' && type !== 'png')) {
    throw new AppError('unsupported_media_type', FILE_MESSAGES.proofType, [{ path: 'paymentProof', message: FILE_MESSAGES.proofType }]);
  }
}

/**
 * Manual USSD payment: the shopper's screenshot of the MoMo confirmation, for an admin to verify.
 * It is private (names, phone numbers, amounts): kept outside the public uploads under a random
 * name, and served only to the order's owner and to admins. It is kept with every pixel but none
 * of its metadata (a phone's EXIF can hold where it was taken): stored as a lossless PNG.
 */
export function paymentProofRoutes(deps: PaymentRouteDeps): RouteDefinition[] {
  const uploadsPerUser = createRateLimiter(deps.cache, { name: 'payment-proof', limit: 20, windowMs: 60 * 60_000 });
  return [
    defineRoute({
      method: 'post',
      path: '/orders/:id/payment-proof',
      summary:
        'Upload the payment screenshot (multipart `paymentProof`: JPEG or PNG by content, at most 5 MB, and `orderId`); ' +
        'it is kept as a lossless PNG without metadata',
      tags: ['payments'],
      access: 'user',
      rateLimited: true,
      conflicts: true,
      request: {
        params: z.object({ id: objectId('Invalid order id') }),
        body: z.object({ orderId: objectId('Invalid order id').optional() }),
        file: { field: 'paymentProof', maxBytes: MAX_UPLOAD_BYTES, tooLargeMessage: FILE_MESSAGES.proofSize },
      },
      response: z.object({ paymentId: z.string(), orderId: z.string(), status: z.literal('PENDING'), proofUrl: z.string(), message: z.string() }),
      successStatus: 201,
      handler: async ({ params, body, file, res }) => {
        const user = currentUser(res);
        if (body.orderId !== undefined && body.orderId.toLowerCase() !== params.id.toLowerCase()) {
          throw badRequest('orderId does not match the order in the address', [{ path: 'orderId', message: 'orderId does not match the order' }]);
        }
        await uploadsPerUser.consume([user.id]);
        checkedProof(file);
        const screenshot = await stripScreenshot(file!.bytes, FILE_MESSAGES.proofType);
        const stored = await deps.proofs.put(PROOF_FOLDER, screenshot.bytes, { contentType: screenshot.contentType, extension: screenshot.extension });
        let payment;
        try {
          // One call: payments checks the order with orders, and tells orders the proof awaits an admin.
          payment = await deps.payments.submitProof({ orderId: params.id, userId: user.id, fileKey: stored.key });
        } catch (error) {
          // Someone else's order, a paid one, a settled proof: the screenshot is not kept.
          await deps.proofs.delete(stored.key).catch(() => undefined);
          throw error;
        }
        const data = { paymentId: payment.paymentId, orderId: payment.orderId, status: 'PENDING' as const, proofUrl: proofUrl(proofNameOf(stored.key)), message: PROOF_RECEIVED };
        return { data, message: PROOF_RECEIVED };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payments/proofs/:name',
      summary: "A payment screenshot, by its random name: to the order's owner and admins only (others: 404)",
      tags: ['payments'],
      access: 'user',
      request: { params: z.object({ name: z.string().max(100) }) },
      response: z.string().describe('The image bytes (image/png or image/jpeg)'),
      produces: 'image/*',
      handler: async ({ params, res }) => {
        const user = currentUser(res);
        // Someone else's proof is answered exactly like one that does not exist.
        const proof = await deps.payments.proofOf({ name: params.name, userId: user.role === 'ADMIN' ? undefined : user.id });
        const file = await deps.proofs.get(proof.fileKey);
        if (!file) throw new AppError('not_found', PROOF_NOT_FOUND);
        res
          .status(200)
          .set({
            'Content-Type': file.contentType,
            'Content-Length': String(file.bytes.byteLength),
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'; sandbox",
          })
          .end(Buffer.from(file.bytes));
      },
    }),
  ];
}
