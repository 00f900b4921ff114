import { lazy, Suspense, use } from 'react';
import type { InspectionRecorder } from './inspectionRecorder';
import { useInspectorVisibility } from './inspectorVisibility';

// The visualizer (charts, elkjs, time travel) and the store it reads are chunks of their own,
// fetched together the first time it opens.
const loadPanel = () => import('./VisualizerPanel');
const VisualizerPanel = lazy(loadPanel);

function OpenPanel({ recorder, onClose }: { recorder: InspectionRecorder; onClose(): void }) {
  // Asked for beside the store, not after it.
  void loadPanel();
  const store = use(recorder.load());
  return <VisualizerPanel store={store} onClose={onClose} />;
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
