import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCatalogueArea, type CatalogueArea } from './i18n';

/**
 * A component fetched the first time it is drawn: `name` picks its module's named export, and it
 * shows once its code and its areas' messages (fetched side by side) are in.
 */
export function lazyWithMessages<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  areas: CatalogueArea[],
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const [code] = await Promise.all([load(), ...areas.map(loadCatalogueArea)]);
    return { default: code[name] };
  });
}
