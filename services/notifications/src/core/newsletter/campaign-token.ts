import { isObjectId } from '@shop/contracts';
import type { UnsubscribeTokens } from '../ports/unsubscribe-tokens.port';

// A campaign's unsubscribe token is `<subscriber id>.<signature of the current activation>`;
// a welcome token never holds a dot (base64url), so the two kinds cannot be confused.
const SEPARATOR = '.';

export function campaignToken(tokens: UnsubscribeTokens, subscriber: { id: string; activationId: string }): string {
  return `${subscriber.id}${SEPARATOR}${tokens.signActivation(subscriber.activationId)}`;
}

/** The subscriber id and signature of a campaign token; undefined for any other token. */
export function readCampaignToken(token: string): { subscriberId: string; signature: string } | undefined {
  const [subscriberId, signature, ...rest] = token.split(SEPARATOR);
  if (rest.length > 0 || !subscriberId || !signature || !isObjectId(subscriberId)) return undefined;
  return { subscriberId, signature };
}
