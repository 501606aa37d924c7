// `npm run event-keys`: a fresh Ed25519 key for each service that publishes events, as the
// lines a deployment needs: EVENT_SIGNING_KEY_<SERVICE> for the Secret (each service's own
// EVENT_SIGNING_KEY) and EVENT_PUBLIC_KEYS for every process.
import { EVENT_PRODUCERS } from '@shop/contracts';
import { generateSigningKey, publicKeyText, signingKeyFrom } from '../platform/src/events/origin/event-signature';

const keys = EVENT_PRODUCERS.map((name) => ({ name, signing: generateSigningKey() }));
for (const { name, signing } of keys) console.log(`EVENT_SIGNING_KEY_${name.toUpperCase()}=${signing}`);
console.log(`EVENT_PUBLIC_KEYS=${keys.map(({ name, signing }) => `${name}=${publicKeyText(signingKeyFrom(signing))}`).join(',')}`);
