// @ts-nocheck
import { chartFromMachine, isMachineLogic } from '../inspector/chart/chartDefinition';
import type { ChartDefinition } from '../inspector/chart/chartDefinition';

// Every machine in machines/, found by reading each module's exports and keeping those that are
// state machines: a new machine file shows up here without anyone keeping a list. Imported eagerly,
// as static imports of this module (itself in the machines page's lazy chunk): a lazy glob made each
// machine file an import() target of its own, which kept every machine the first screen runs in a
// chunk of its own, one more request each on the member's first screen.
const modules = import.meta.glob<Record<string, unknown>>('../../../machines/*.ts', {
  eager: true,
});

export function discoverMachineCharts(): Promise<Record<string, ChartDefinition>> {
  const charts: Record<string, ChartDefinition> = {};
  const byPath = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));
  for (const [, exports] of byPath) {
    for (const value of Object.values(exports)) {
      if (isMachineLogic(value) && !(value.id in charts))
        charts[value.id] = chartFromMachine(value);
    }
  }
  return Promise.resolve(charts);
}
