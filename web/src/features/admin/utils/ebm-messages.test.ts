import { FISCAL_MESSAGES } from '@shop/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { EBM_SERVER_KEYS, ebmMessage } from './ebm-messages';

describe('the catalog’s messages about a product’s EBM fields', () => {
  afterAll(() => speak('en'));

  it('are listed for every text the catalog writes about them that a field shows', () => {
    const { fiscalInvalid: _notFromTheForm, ...shownUnderAField } = FISCAL_MESSAGES;
    expect(Object.keys(EBM_SERVER_KEYS).sort()).toEqual(Object.values(shownUnderAField).sort());
  });

  it('read in English word for word as the catalog writes them', async () => {
    await speak('en');
    for (const text of Object.keys(EBM_SERVER_KEYS)) expect(ebmMessage(text)).toBe(text);
  });

  it('read in French and Kinyarwanda, and any other text stays as it is', async () => {
    await speak('fr');
    expect(ebmMessage(FISCAL_MESSAGES.itemCodeTaken)).toBe('Ce code article est déjà utilisé par un autre produit');
    await speak('rw');
    for (const text of Object.keys(EBM_SERVER_KEYS)) expect(ebmMessage(text)).not.toBe(text);
    expect(ebmMessage('Something the server wrote')).toBe('Something the server wrote');
  });
});
