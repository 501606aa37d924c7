import type { DeliveryZone } from '@shop/domain';

/** Where the shop's delivery zone table is kept: one table for the shop. */
export interface DeliveryZoneStore {
  /** The stored table; undefined before one was ever stored. */
  load(): Promise<DeliveryZone[] | undefined>;
  /** Stores the table unless one is stored already (the seed); true when it stored it. */
  seed(zones: DeliveryZone[]): Promise<boolean>;
  /** Replaces the table. */
  save(zones: DeliveryZone[]): Promise<void>;
}
