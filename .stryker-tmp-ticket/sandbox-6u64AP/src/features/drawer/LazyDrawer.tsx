// @ts-nocheck
import { Suspense } from 'react';
import type { ComponentProps } from 'react';
import { lazyNamed } from '@src/shared/ui/lazyNamed';

import { DrawerUnavailable } from './DrawerUnavailable';

// The drawer is fetched the first time it opens: the first load does not carry it. When it cannot
// load (a deploy removed its chunk, the link failed), the member is told so under the button.
const Drawer = lazyNamed(() => import('./Drawer'), 'Drawer', { missing: DrawerUnavailable });
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
