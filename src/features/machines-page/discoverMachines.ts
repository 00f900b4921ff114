import { chartFromMachine, isMachineLogic } from '../inspector/chart/chartDefinition';
import type { ChartDefinition } from '../inspector/chart/chartDefinition';

// Every machine in machines/, found by loading each module and keeping the exports that are state
// machines: a new machine file shows up here without anyone keeping a list.
const modules = import.meta.glob<Record<string, unknown>>('../../../machines/*.ts');

export async function discoverMachineCharts(): Promise<Record<string, ChartDefinition>> {
  const loaded = await Promise.all(
    Object.entries(modules).map(async ([path, load]) => ({ path, exports: await load() })),
  );
  const charts: Record<string, ChartDefinition> = {};
  for (const { exports } of loaded.sort((a, b) => a.path.localeCompare(b.path))) {
    for (const value of Object.values(exports)) {
      if (isMachineLogic(value) && !(value.id in charts))
        charts[value.id] = chartFromMachine(value);
    }
  }
  return charts;
}
