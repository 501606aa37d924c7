import { API_PREFIX } from '../api-prefix';
import type { FuzzCase } from './fuzz-case';
import type { FuzzShop } from './fuzz-shop';

const garbledMultipart = {
  contentType: 'multipart/form-data; boundary=zzz',
  bytes: Buffer.from('--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--yyy--'),
};

/**
 * Cases the fuzz once found failing, replayed on every run before the random ones: the fix
 * stays, whatever the seed. Each names what it found.
 */
export function regressionCases(fuzz: FuzzShop): FuzzCase[] {
  const orderId = fuzz.known('orderId')[0] ?? '000000000000000000000000';
  return [
    // A multipart body cut short ("Unexpected end of form" from busboy) was answered 500.
    { route: 'post /orders/:id/payment-proof', role: 'shopper', method: 'POST', path: `${API_PREFIX}/orders/${orderId}/payment-proof`, body: garbledMultipart, spoilt: 'encoding: multipart-garbage' },
    { route: 'post /admin/uploads', role: 'admin', method: 'POST', path: `${API_PREFIX}/admin/uploads`, body: garbledMultipart, spoilt: 'encoding: multipart-garbage' },
  ];
}
