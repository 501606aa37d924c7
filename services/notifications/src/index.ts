import type { ServiceDependencies } from '@shop/platform';

/** The platform ports this service owns or talks through; its process opens these at start. */
export const SERVICE_DEPENDENCIES: ServiceDependencies = { documents: true, cache: false, events: true };
