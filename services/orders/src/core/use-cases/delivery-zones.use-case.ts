import { AppError, checkDeliveryZones, DEFAULT_DELIVERY_ZONES, normaliseDeliveryZones, type DeliveryZone } from '@shop/domain';
import type { AuditActor, DeliveryZones } from '@shop/contracts';
import { deliveryZonesAction } from '../order/delivery-zones-audit';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';

type Deps = Pick<OrdersPorts, 'zones' | 'events' | 'unitOfWork' | 'clock'>;

/**
 * The shop's delivery zones: seeded with the defaults (Kigali on SPEC's rule, one zone per province)
 * the first time the orders service starts, then the admin's. Every order is priced with the table
 * as it is when the order is placed.
 */
export class DeliveryZoneTable {
  constructor(private readonly deps: Deps) {}

  /** Stores the defaults when no table was ever stored. */
  async seed(): Promise<void> {
    await this.deps.zones.seed(DEFAULT_DELIVERY_ZONES.map(copyOf));
  }

  /** The zones orders are priced with. */
  async current(): Promise<DeliveryZone[]> {
    return (await this.deps.zones.load()) ?? DEFAULT_DELIVERY_ZONES.map(copyOf);
  }

  async get(): Promise<DeliveryZones> {
    return { zones: await this.current() };
  }

  /**
   * Replaces the table once every rule holds (whole RWF, min ≤ max, each district in exactly one
   * zone); the audit trail's entry (what changed, zone by zone and district by district) commits with it.
   */
  async replace(input: DeliveryZones & { actor: AuditActor }): Promise<DeliveryZones> {
    const errors = checkDeliveryZones(input.zones);
    if (errors.length > 0) throw new AppError('invalid', errors[0]?.message ?? M.validationFailed, errors);
    const zones = normaliseDeliveryZones(input.zones);
    await this.deps.unitOfWork.run(async () => {
      const action = deliveryZonesAction(input.actor, await this.current(), zones, this.deps.clock.now().toISOString());
      await this.deps.zones.save(zones);
      if (action) await this.deps.events.adminAction(action);
    });
    return { zones };
  }
}

function copyOf(zone: DeliveryZone): DeliveryZone {
  return { ...zone, estimate: { ...zone.estimate }, districts: [...zone.districts] };
}
