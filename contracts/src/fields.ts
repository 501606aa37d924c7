// Field schemas several payloads and responses share.
import { z } from 'zod';

/** An amount in Rwandan francs: whole, never negative. */
export const rwfAmount = z.number().int().nonnegative();
export const rwf = z.literal('RWF');
/** An ISO-8601 timestamp as `Date.prototype.toISOString` writes it. */
export const instant = z.iso.datetime();
export const emailAddress = z.string().includes('@');
/** A price or total as the HTTP API shows it. */
export const money = z.number().int().describe('Whole RWF, VAT included');
