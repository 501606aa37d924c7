import { ACCESS_TOKEN_TTL_SECONDS } from '../../api/identity-api';
import type { IdentityPorts } from '../identity-ports';

/**
 * Ends sessions (refresh-token families) for the access tokens already issued in them as well:
 * every service refuses them until the newest one, issued at the latest now, has expired.
 */
export async function endAccessTokensOf(deps: Pick<IdentityPorts, 'sessionRevocations' | 'clock'>, familyIds: Iterable<string>): Promise<void> {
  const lastExpiry = Math.floor(deps.clock.now().getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
  for (const familyId of new Set(familyIds)) await deps.sessionRevocations.revoke(familyId, lastExpiry);
}
