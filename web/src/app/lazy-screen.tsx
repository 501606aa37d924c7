import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadCatalogueArea, type CatalogueArea } from '@/lib/i18n';
import { ScreenFallback } from './routes/screen-fallback';

/**
 * A route element whose code is fetched the first time the route is shown, so the first paint
 * carries only the shell. `name` picks the screen's named export; the screen shows once its code
 * and its areas' messages (fetched side by side) are in.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  areas: CatalogueArea[],
): ReactNode {
  const Screen = lazy(async () => {
    const [code] = await Promise.all([load(), ...areas.map(loadCatalogueArea)]);
    const screen: ComponentType = code[name];
    return { default: screen };
  });
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Screen />
    </Suspense>
  );
}
