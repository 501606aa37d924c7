import { describe, expect, it } from 'vitest';
import { createTranslator, type Catalogues } from './translator';

const catalogues: Catalogues = {
  en: { 'cart.items': '{count, plural, one {# item} other {# items}}', 'order.received': 'We received order {orderNumber}.' },
  fr: { 'cart.items': '{count, plural, one {# produit} other {# produits}}', 'order.received': 'Commande {orderNumber} enregistrée.' },
  rw: { 'cart.items': '{count, plural, one {igicuruzwa #} other {ibicuruzwa #}}', 'order.received': "Twakiriye itumiza {orderNumber}, n'igare." },
};
const t = createTranslator(catalogues);

describe('a translator', () => {
  it('writes a message in the language asked, with its values', () => {
    expect(t('en', 'order.received', { orderNumber: 'DS-1' })).toBe('We received order DS-1.');
    expect(t('fr', 'order.received', { orderNumber: 'DS-1' })).toBe('Commande DS-1 enregistrée.');
    expect(t('rw', 'order.received', { orderNumber: 'DS-1' })).toBe("Twakiriye itumiza DS-1, n'igare.");
  });

  it('in Kinyarwanda, takes the one form for exactly 1 only', () => {
    expect([0, 1, 2, 5].map((count) => t('rw', 'cart.items', { count }))).toEqual(['ibicuruzwa 0', 'igicuruzwa 1', 'ibicuruzwa 2', 'ibicuruzwa 5']);
  });

  it('in French, takes the one form for 0 and 1; in English, for 1 only', () => {
    expect([0, 1, 2].map((count) => t('fr', 'cart.items', { count }))).toEqual(['0 produit', '1 produit', '2 produits']);
    expect([0, 1, 2].map((count) => t('en', 'cart.items', { count }))).toEqual(['0 items', '1 item', '2 items']);
  });

  it('refuses a key its catalogue does not hold, rather than writing the key', () => {
    expect(() => t('fr', 'order.missing')).toThrow('No message order.missing in the fr catalogue');
    const partial = createTranslator({ ...catalogues, rw: { 'cart.items': catalogues.rw['cart.items']! } });
    expect(partial('en', 'order.received', { orderNumber: 'DS-2' })).toBe('We received order DS-2.');
    expect(() => partial('rw', 'order.received', { orderNumber: 'DS-2' })).toThrow('No message order.received in the rw catalogue');
  });

  it('refuses at creation a message that does not parse, naming it', () => {
    expect(() => createTranslator({ ...catalogues, fr: { broken: 'Total {amount' } })).toThrow(/The fr message broken does not parse/);
  });
});
