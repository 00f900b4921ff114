import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import { lazyNamed } from '@src/shared/ui/lazyNamed';

// The drawer is fetched the first time it opens: the first load does not carry it.
const Drawer = lazyNamed(() => import('./Drawer'), 'Drawer');
const DrawerActions = lazyNamed(() => import('./DrawerActions'), 'DrawerActions');

export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}

export function LazyDrawerActions() {
  return (
    <Suspense fallback={null}>
      <DrawerActions />
    </Suspense>
  );
}
