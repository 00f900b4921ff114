// @ts-nocheck
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChartDefinition } from '../inspector/chart/chartDefinition';
import { messages } from '../inspector/messages';
import { RECORDING_FORMAT, RECORDING_VERSION } from '../inspector/recording';
import { Visualizer } from '../inspector/Visualizer';
import * as styles from '../inspector/Visualizer.css';
import { discoverMachineCharts } from './discoverMachines';

/** /one-all-sport/machines: every machine's chart, no session needed; a recording replays here too. */
export default function MachinesPage() {
  const intl = useIntl();
  const [charts, setCharts] = useState<Record<string, ChartDefinition> | null>(null);
  useEffect(() => {
    let live = true;
    void discoverMachineCharts().then((found) => {
      if (live) setCharts(found);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    document.title = `${intl.formatMessage(messages.machinesTitle)} · One All Sport`;
  }, [intl]);
  const live = { charts: charts ?? {}, log: [], lane: [] };
  return (
    <main
      className={styles.page}
      data-testid="machines-page"
      data-ready={charts === null ? 'false' : 'true'}
    >
      <Visualizer
        live={live}
        heading={intl.formatMessage(messages.machinesTitle)}
        hint={intl.formatMessage(messages.machinesIntro)}
        chartsOnlyWhenEmpty
        exportLive={() => ({
          format: RECORDING_FORMAT,
          version: RECORDING_VERSION,
          exportedAt: new Date().toISOString(),
          machines: charts ?? {},
          log: [],
          lane: [],
          joins: [],
        })}
      />
    </main>
  );
}
