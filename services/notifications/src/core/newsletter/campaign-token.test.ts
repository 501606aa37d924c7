import { describe, expect, it } from 'vitest';
import { CryptoUnsubscribeTokens } from '../../adapters/crypto/crypto-unsubscribe-tokens';
import { campaignToken, readCampaignToken } from './campaign-token';

const SUBSCRIBER_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

describe('the unsubscribe token of a campaign e-mail', () => {
  it('is the subscriber id and the signature of the current activation', () => {
    const tokens = new CryptoUnsubscribeTokens(Buffer.alloc(32, 7));
    const token = campaignToken(tokens, { id: SUBSCRIBER_ID, activationId: 'activation-1' });
    expect(token).toBe(`${SUBSCRIBER_ID}.${tokens.signActivation('activation-1')}`);
    expect(readCampaignToken(token)).toEqual({ subscriberId: SUBSCRIBER_ID, signature: tokens.signActivation('activation-1') });
  });

  it('is not read from a welcome token, a token of more parts, or one missing its id or signature', () => {
    for (const token of ['Q2hlY2tfdGhpc19pc19hX3dlbGNvbWVfdG9rZW4', `${SUBSCRIBER_ID}.sig.extra`, `${SUBSCRIBER_ID}.`, '.sig', 'not-a-subscriber-id.sig']) {
      expect(readCampaignToken(token), token).toBeUndefined();
    }
  });
});
