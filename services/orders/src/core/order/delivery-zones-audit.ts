import type { AuditActor, AuditChange, AuditValue } from '@shop/contracts';
import type { DeliveryEstimate, DeliveryZone } from '@shop/domain';
import type { AdminActionRecord } from '../ports/order-events.port';

/** The zone table as the audit trail names it: one target, whatever the zones. */
export const DELIVERY_ZONES_TARGET = { type: 'delivery-zones', id: 'delivery-zones', label: 'Delivery zones' } as const;

const estimateOf = ({ minDays, maxDays }: DeliveryEstimate): Record<string, AuditValue> => ({ minDays, maxDays });

/** A zone's own figures (its districts are recorded district by district). */
function figuresOf(zone: DeliveryZone): Record<string, AuditValue> {
  return { name: zone.name, fee: zone.fee, freeFrom: zone.freeFrom, estimate: estimateOf(zone.estimate) };
}

/**
 * What an admin's new zone table changed, field by field: a zone's name, fee, threshold or
 * estimate (`<zone>.fee`), a zone added or removed (`<zone>`), and each district that moved to
 * another zone (`district.<name>`, zone id before and after). Empty when nothing changed.
 */
export function deliveryZoneChanges(before: readonly DeliveryZone[], after: readonly DeliveryZone[]): AuditChange[] {
  const changes: AuditChange[] = [];
  const old = new Map(before.map((zone) => [zone.id, zone]));
  const now = new Map(after.map((zone) => [zone.id, zone]));
  for (const zone of after) {
    const was = old.get(zone.id);
    if (!was) {
      changes.push({ field: zone.id, after: figuresOf(zone) });
      continue;
    }
    for (const key of ['name', 'fee', 'freeFrom'] as const) {
      if (was[key] !== zone[key]) changes.push({ field: `${zone.id}.${key}`, before: was[key], after: zone[key] });
    }
    if (was.estimate.minDays !== zone.estimate.minDays || was.estimate.maxDays !== zone.estimate.maxDays) {
      changes.push({ field: `${zone.id}.estimate`, before: estimateOf(was.estimate), after: estimateOf(zone.estimate) });
    }
  }
  for (const zone of before) if (!now.has(zone.id)) changes.push({ field: zone.id, before: figuresOf(zone) });
  const zoneOf = (zones: readonly DeliveryZone[]) => new Map(zones.flatMap((zone) => zone.districts.map((district) => [district, zone.id] as const)));
  const from = zoneOf(before);
  for (const [district, zone] of zoneOf(after)) {
    const previous = from.get(district) ?? null;
    if (previous !== zone) changes.push({ field: `district.${district}`, before: previous, after: zone });
  }
  return changes;
}

/** The trail's entry for a new zone table, or none when it changed nothing. */
export function deliveryZonesAction(actor: AuditActor, before: readonly DeliveryZone[], after: readonly DeliveryZone[], at: string): AdminActionRecord | null {
  const changes = deliveryZoneChanges(before, after);
  return changes.length > 0 ? { action: 'delivery-zones.changed', actor, target: { ...DELIVERY_ZONES_TARGET }, changes, at } : null;
}
