// How much an admin's form may hold, so one form cannot fill the store. The French and
// Kinyarwanda texts of a product obey the limits of the English fields they stand for.

/** Longest accepted text per field. */
export const TEXT_LIMITS = {
  name: 200,
  brand: 100,
  shortDescription: 500,
  description: 10_000,
  badge: 40,
  'images.primary': 2_000,
} as const;

export const MAX_FEATURES = 20;
export const MAX_FEATURE_LENGTH = 300;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
