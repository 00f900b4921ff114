import { lazy, Suspense, useEffect, useState } from 'react';
import type { InspectionRecorder } from './inspectionRecorder';
import type { InspectionStore } from './inspectionStore';
import { useInspectorVisibility } from './inspectorVisibility';

// The visualizer (charts, elkjs, time travel) and the store it reads (which takes over what the
// recorder held) are chunks of their own, fetched side by side the first time it opens.
const loadPanel = () => import('./VisualizerPanel');
const VisualizerPanel = lazy(loadPanel);

function OpenPanel({ recorder, onClose }: { recorder: InspectionRecorder; onClose(): void }) {
  const [store, setStore] = useState<InspectionStore | null>(null);
  useEffect(() => {
    let open = true;
    loadPanel().catch(() => undefined);
    void recorder.load().then((loaded) => {
      if (open) setStore(loaded);
    });
    return () => {
      open = false;
    };
  }, [recorder]);
  return store === null ? null : <VisualizerPanel store={store} onClose={onClose} />;
}

/** The machine visualizer, off unless asked for (`?inspect=1` or Alt+Shift+I). */
export function InspectorPanel({
  store,
  requestedByAddress,
}: {
  store: InspectionRecorder;
  requestedByAddress: boolean;
}) {
  const [visible, setVisible] = useInspectorVisibility(requestedByAddress);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <OpenPanel recorder={store} onClose={() => setVisible(false)} />
    </Suspense>
  );
}
