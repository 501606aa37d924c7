import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { CatalogueArea } from '@/lib/i18n';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { ScreenFallback } from './routes/screen-fallback';

/**
 * A route element whose code is fetched the first time the route is shown, so the first paint
 * carries only the shell. `name` picks the screen's named export; the screen shows once its code
 * and its areas' messages are in.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  areas: CatalogueArea[],
): ReactNode {
  const Screen = lazyWithMessages(load, name, areas);
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Screen />
    </Suspense>
  );
}
