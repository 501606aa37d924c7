// Delivery zones: the public table the checkout prices with (GET /delivery-zones) and the admin's
// edit of it (GET/PUT /admin/delivery-zones). The rules across fields (every district in exactly
// one zone, min ≤ max) are @shop/domain's checkDeliveryZones, run by the orders service.
import { z } from 'zod';

/** Most zones a table holds, longest zone id and name. */
export const DELIVERY_ZONE_LIMITS = { zones: 30, idLength: 40, nameLength: 80, maxDays: 60, maxAmount: 100_000_000 } as const;

const wholeRwf = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of RWF`)
    .min(0, `${label} cannot be negative`)
    .max(DELIVERY_ZONE_LIMITS.maxAmount, `${label} is too large`);
const days = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of business days`)
    .min(1, `${label} is at least 1 business day`)
    .max(DELIVERY_ZONE_LIMITS.maxDays, `${label} is at most ${DELIVERY_ZONE_LIMITS.maxDays} business days`);

export const deliveryEstimateSchema = z.object({ minDays: days('Shortest estimate'), maxDays: days('Longest estimate') });

export const deliveryZoneSchema = z.object({
  id: z
    .string({ error: 'Zone id must be text' })
    .trim()
    .min(1, 'A delivery zone needs an id')
    .max(DELIVERY_ZONE_LIMITS.idLength)
    .regex(/^[a-z0-9-]+$/, 'A zone id is lower-case letters, digits and dashes'),
  name: z.string({ error: 'Zone name must be text' }).trim().min(1, 'A delivery zone needs a name').max(DELIVERY_ZONE_LIMITS.nameLength),
  fee: wholeRwf('Delivery fee').describe('Below the threshold, whole RWF'),
  freeFrom: wholeRwf('Free-delivery threshold').describe('Amount after discount from which delivery is free'),
  estimate: deliveryEstimateSchema.describe('Business days'),
  districts: z.array(z.string().max(40), { error: 'Districts must be a list' }).max(30).describe('District names, e.g. Musanze'),
});
export type DeliveryZoneView = z.infer<typeof deliveryZoneSchema>;

/** The whole zone table (GET /delivery-zones, GET and PUT /admin/delivery-zones). */
export const deliveryZonesSchema = z.object({
  zones: z.array(deliveryZoneSchema, { error: 'Zones must be a list' }).min(1, 'Define at least one delivery zone').max(DELIVERY_ZONE_LIMITS.zones),
});
export type DeliveryZones = z.infer<typeof deliveryZonesSchema>;

/** What an order records of its delivery: the zone it was priced with and its estimate. */
export const orderDeliverySchema = z.object({
  zone: z.string(),
  district: z.string(),
  fee: z.number().int(),
  estimate: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
});
export type OrderDeliveryView = z.infer<typeof orderDeliverySchema>;
