// The two ways the bench loads a page: Lighthouse's default mobile profile, and a slow 3G phone.
import type { Flags } from 'lighthouse';

/** A network the counting proxy imposes on every byte the shop sends, the service worker's fetches included. */
export interface NetworkShape {
  /** Round trip in ms: one per request, two more for a new connection (TCP, then TLS 1.3). */
  rttMs: number;
  /** Download bandwidth shared by every connection, in kilobits (1000 bits) per second. */
  downloadKbps: number;
}

export type Visit = 'cold' | 'repeat';

export interface Profile {
  id: 'default' | 'slow-3g';
  /** How the throttling is done, for the printout and the JSON. */
  describe: string;
  flags: Flags;
  /** Null: the proxy passes bytes through as fast as they come. */
  network: NetworkShape | null;
  visits: Visit[];
}

/** Lighthouse 12's mobile defaults: a mid-range phone, simulated 1.6 Mbps with 150 ms RTT, 4× CPU. */
export const DEFAULT_PROFILE: Profile = {
  id: 'default',
  describe: 'Lighthouse mobile defaults (simulated throttling: 1.6 Mbps, 150 ms RTT, 4× CPU)',
  flags: {},
  network: null,
  visits: ['cold'],
};

const SLOW_3G: NetworkShape = { rttMs: 400, downloadKbps: 400 };

/**
 * Slow 3G, applied rather than simulated: Lighthouse's simulation (Lantern) prices a response the
 * service worker answered from its cache as if it crossed the network, and DevTools' network
 * throttling leaves out the service worker's own fetches. So the proxy in front of the shop delays
 * and paces every byte, and Lighthouse applies only the 4× CPU slow-down, through DevTools.
 */
export const SLOW_3G_PROFILE: Profile = {
  id: 'slow-3g',
  describe: `slow 3G, applied: ${SLOW_3G.downloadKbps} kbps down and ${SLOW_3G.rttMs} ms RTT at a proxy in front of the shop, 4× CPU through DevTools`,
  flags: {
    throttlingMethod: 'devtools',
    // No DevTools network throttling (zeros); `rttMs` and `throughputKbps` only feed Lighthouse's estimates.
    throttling: {
      rttMs: SLOW_3G.rttMs,
      throughputKbps: SLOW_3G.downloadKbps,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
      cpuSlowdownMultiplier: 4,
    },
  },
  network: SLOW_3G,
  visits: ['cold', 'repeat'],
};

export const PROFILES = [DEFAULT_PROFILE, SLOW_3G_PROFILE];
