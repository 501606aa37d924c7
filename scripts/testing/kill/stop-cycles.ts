// The loop the kill and graceful-shutdown tests share: life after life of the shop on the same
// files, each taking a checkout load until it is stopped (how: SIGKILL or SIGTERM, the test says).
import { runLoad, type LoadOutcome, type OrderRequest } from './checkout-load';
import type { ShopProcess } from './shop-process';

export interface StopCycleOptions<Stop> {
  cycles: number;
  /** The life the setup ran in; the others are started by `start`. */
  firstLife: ShopProcess;
  start: () => Promise<ShopProcess>;
  inFlight: number;
  next: () => OrderRequest;
  /** How long a life takes orders before it is stopped. */
  loadMs: () => number;
  /** Stops the life; calls `endLoad` once no further request should be sent. */
  stop: (shop: ShopProcess, endLoad: () => void) => Promise<Stop>;
  /** What each cycle came to, for the test's bookkeeping. */
  onCycle: (cycle: { number: number; loadMs: number; outcome: LoadOutcome; stop: Stop }) => void;
}

export async function runStopCycles<Stop>(options: StopCycleOptions<Stop>): Promise<void> {
  let shop = options.firstLife;
  for (let number = 1; number <= options.cycles; number++) {
    if (number > 1) shop = await options.start();
    let loadEnded = false;
    const load = runLoad({ shop, cycle: number, inFlight: options.inFlight, next: options.next, stopped: () => loadEnded });
    const loadMs = options.loadMs();
    await new Promise((resolve) => setTimeout(resolve, loadMs));
    const stop = await options.stop(shop, () => (loadEnded = true));
    options.onCycle({ number, loadMs, outcome: await load, stop });
  }
}
