// @ts-nocheck
import { lazy, Suspense } from 'react';
import type { InspectionStore } from './inspectionStore';
import { useInspectorVisibility } from './inspectorVisibility';

// The visualizer (charts, elkjs, time travel) is its own chunk, fetched the first time it opens.
const VisualizerPanel = lazy(() => import('./VisualizerPanel'));

/** The machine visualizer, off unless asked for (`?inspect=1` or Alt+Shift+I). */
export function InspectorPanel({
  store,
  requestedByAddress,
}: {
  store: InspectionStore;
  requestedByAddress: boolean;
}) {
  const [visible, setVisible] = useInspectorVisibility(requestedByAddress);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <VisualizerPanel store={store} onClose={() => setVisible(false)} />
    </Suspense>
  );
}
