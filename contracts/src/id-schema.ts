import { z } from 'zod';
import { OBJECT_ID_PATTERN } from './ids';

/** A 24-hex ObjectId string; give another message where a field needs its own. */
export const objectIdSchema = z.string().regex(OBJECT_ID_PATTERN, 'Must be a 24-character id');
