import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ScreenFallback } from './routes/screen-fallback';

/**
 * A route element whose code is fetched the first time the route is shown, so the first paint
 * carries only the shell. `name` picks the screen's named export.
 */
export function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ReactNode {
  const Screen = lazy(async () => {
    const screen: ComponentType = (await load())[name];
    return { default: screen };
  });
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Screen />
    </Suspense>
  );
}
