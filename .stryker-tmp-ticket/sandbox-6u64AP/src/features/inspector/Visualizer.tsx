// @ts-nocheck
import { useMemo, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { activeStateIds, takenTransitions } from './chart/chartDefinition';
import type { ChartDefinition } from './chart/chartDefinition';
import { Statechart } from './chart/Statechart';
import type { LaneEntry } from './inspectionStore';
import { messages } from './messages';
import { parseRecording, recordingText, RecordingError, snapshotsAt } from './recording';
import { joinsOf } from './recording';
import type { EntryView, JoinView, Recording } from './recording';
import * as styles from './Visualizer.css';

export interface VisualizerData {
  charts: Record<string, ChartDefinition>;
  log: readonly EntryView[];
  lane: readonly LaneEntry[];
}

/** The rows kept in the list; older ones stay in the recording and in time travel by keyboard. */
const LOG_ROWS_SHOWN = 400;

function clockTime(time: number): string {
  const date = new Date(time);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 1) ?? 'undefined';
}

function download(recording: Recording): void {
  const blob = new Blob([recordingText(recording)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `machine-recording-${recording.exportedAt.replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function bytesText(bytes: number | null): string {
  if (bytes === null) return '…';
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`;
}

function msText(ms: number | null): string {
  return ms === null ? '—' : `${Math.round(ms)} ms`;
}

export interface VisualizerProps {
  /** What the running app recorded, or null on the machines page. */
  live: VisualizerData;
  /** The live data as a recording file (redacted). */
  exportLive(): Recording;
  heading: ReactNode;
  /** Extra buttons in the head (clear, close). */
  actions?: ReactNode;
  onReplayChange?(replaying: boolean): void;
  /** A line under the heading (the panel's shortcut, the page's introduction). */
  hint?: ReactNode;
  /** With nothing recorded (the machines page before a recording is opened), the charts take the whole width. */
  chartsOnlyWhenEmpty?: boolean;
}

/** Charts, event log with time travel, worker lane, export and replay: the panel and the page share it. */
export function Visualizer({
  live,
  exportLive,
  heading,
  actions,
  onReplayChange,
  hint,
  chartsOnlyWhenEmpty = false,
}: VisualizerProps) {
  const intl = useIntl();
  const [replay, setReplay] = useState<{ name: string; recording: Recording } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [actorFilter, setActorFilter] = useState('');
  const [typeFilter, setTypeFilter] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const logList = useRef<HTMLOListElement>(null);

  const data: VisualizerData = useMemo(
    () =>
      replay === null
        ? live
        : {
            charts: replay.recording.machines,
            log: replay.recording.log,
            lane: replay.recording.lane,
          },
    [replay, live],
  );
  const chartNames = Object.keys(data.charts);
  const actorNames = useMemo(() => {
    const names = new Set<string>(Object.keys(data.charts));
    for (const entry of data.log) names.add(entry.actor);
    return [...names].sort();
  }, [data]);

  const filtered = useMemo(() => {
    const type = typeFilter.trim().toLowerCase();
    return data.log.filter(
      (entry) =>
        (actorFilter === '' || entry.actor === actorFilter) &&
        (type === '' || entry.eventType.toLowerCase().includes(type)),
    );
  }, [data.log, actorFilter, typeFilter]);

  const lastSeq = data.log.at(-1)?.seq ?? 0;
  const moment = selected ?? lastSeq;
  const at = useMemo(() => snapshotsAt(data.log, moment), [data.log, moment]);
  // Who told whom what, up to the moment shown (time travel shows the joins as they were then).
  const joins: JoinView[] = useMemo(
    () => joinsOf(data.log.filter((entry) => entry.seq <= moment)),
    [data.log, moment],
  );
  const selectedEntry =
    selected === null ? data.log.at(-1) : data.log.find((entry) => entry.seq === selected);

  function choose(seq: number | null): void {
    setSelected(seq);
    if (seq === null) return;
    requestAnimationFrame(() => {
      logList.current?.querySelector(`[data-seq="${seq}"]`)?.scrollIntoView({ block: 'nearest' });
    });
  }

  function onLogKey(event: KeyboardEvent<HTMLOListElement>): void {
    if (filtered.length === 0) return;
    const index = filtered.findIndex((entry) => entry.seq === moment);
    let next: number | null | undefined;
    switch (event.key) {
      case 'ArrowUp':
      case 'k':
        next = filtered[Math.max(0, (index < 0 ? filtered.length : index) - 1)]?.seq;
        break;
      case 'ArrowDown':
      case 'j':
        next = filtered[Math.min(filtered.length - 1, index + 1)]?.seq;
        break;
      case 'Home':
        next = filtered[0]?.seq;
        break;
      case 'End':
        next = filtered.at(-1)?.seq;
        break;
      case 'Escape':
        next = null;
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (next !== undefined) choose(next);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    try {
      const recording = parseRecording(await file.text());
      setReplay({ name: file.name, recording });
      setImportError(null);
      setSelected(null);
      setActorFilter('');
      onReplayChange?.(true);
    } catch (error) {
      setImportError(error instanceof RecordingError ? error.message : String(error));
    }
  }

  function backToLive(): void {
    setReplay(null);
    setSelected(null);
    onReplayChange?.(false);
  }

  const chartsOnly = chartsOnlyWhenEmpty && data.log.length === 0 && data.lane.length === 0;
  const shownCharts = chartNames.filter((name) => actorFilter === '' || actorFilter === name);
  const shownRows = filtered.slice(-LOG_ROWS_SHOWN);

  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>{heading}</h2>
        {replay !== null ? (
          <span className={styles.banner} data-testid="inspector-replaying">
            {intl.formatMessage(messages.replaying, { name: replay.name })}
          </span>
        ) : hint !== undefined ? (
          <span className={styles.hint}>{hint}</span>
        ) : null}
        {importError !== null ? (
          <span className={styles.error} role="alert">
            {intl.formatMessage(messages.importError, { reason: importError })}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.button}
          data-testid="inspector-export"
          onClick={() => download(replay?.recording ?? exportLive())}
        >
          {intl.formatMessage(messages.exportRecording)}
        </button>
        <button
          type="button"
          className={styles.button}
          data-testid="inspector-import"
          onClick={() => fileInput.current?.click()}
        >
          {intl.formatMessage(messages.importRecording)}
        </button>
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept="application/json,.json"
          tabIndex={-1}
          aria-label={intl.formatMessage(messages.importRecording)}
          data-testid="inspector-import-file"
          onChange={(event) => void onFile(event)}
        />
        {replay !== null ? (
          <button type="button" className={styles.button} onClick={backToLive}>
            {intl.formatMessage(messages.backToLive)}
          </button>
        ) : null}
        {selected !== null ? (
          <button type="button" className={styles.button} onClick={() => choose(null)}>
            {intl.formatMessage(messages.followLive)}
          </button>
        ) : null}
        {replay === null ? actions : null}
      </div>
      <div className={chartsOnly ? styles.chartsOnlyBody : styles.body}>
        <div className={styles.column} hidden={chartsOnly}>
          <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.events)}</h3>
          <div className={styles.filters}>
            <select
              className={styles.input}
              value={actorFilter}
              aria-label={intl.formatMessage(messages.filterActor)}
              data-testid="inspector-filter-actor"
              onChange={(event) => setActorFilter(event.target.value)}
            >
              <option value="">{intl.formatMessage(messages.filterAll)}</option>
              {actorNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <input
              className={styles.input}
              type="search"
              value={typeFilter}
              placeholder={intl.formatMessage(messages.filterType)}
              aria-label={intl.formatMessage(messages.filterType)}
              data-testid="inspector-filter-type"
              onChange={(event) => setTypeFilter(event.target.value)}
            />
          </div>
          <ol
            ref={logList}
            className={styles.log}
            role="listbox"
            tabIndex={0}
            aria-label={`${intl.formatMessage(messages.events)}. ${intl.formatMessage(messages.keys)}`}
            aria-activedescendant={selected === null ? undefined : `inspector-event-${selected}`}
            onKeyDown={onLogKey}
            data-testid="inspector-log"
          >
            {shownRows.length === 0 ? (
              <li className={styles.empty}>{intl.formatMessage(messages.noEvents)}</li>
            ) : null}
            {shownRows.map((entry) => (
              // The listbox owns the keys (aria-activedescendant); a click picks the option.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={entry.seq}
                id={`inspector-event-${entry.seq}`}
                role="option"
                aria-selected={entry.seq === selected}
                className={styles.logRow}
                data-testid="inspector-event"
                data-machine={entry.actor}
                data-event-type={entry.eventType}
                data-source={entry.source ?? undefined}
                data-seq={entry.seq}
                onClick={() => choose(entry.seq)}
              >
                <span className={styles.time}>{clockTime(entry.time)}</span>
                <span className={styles.actorName}>{entry.actor}</span>
                <span className={styles.eventType}>{entry.eventType}</span>
              </li>
            ))}
          </ol>
          {/* Scrolls on its own: it takes focus so the keyboard can scroll it too. */}
          <section
            className={styles.lane}
            data-testid="inspector-worker-lane"
            aria-label={intl.formatMessage(messages.worker)}
            tabIndex={0}
          >
            <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.worker)}</h3>
            {data.lane.length === 0 ? (
              <p className={styles.empty}>{intl.formatMessage(messages.noWorker)}</p>
            ) : (
              <table className={styles.laneTable}>
                <thead>
                  <tr>
                    <th>{intl.formatMessage(messages.laneKind)}</th>
                    <th>{intl.formatMessage(messages.laneType)}</th>
                    <th>{intl.formatMessage(messages.laneEvents)}</th>
                    <th>{intl.formatMessage(messages.laneSize)}</th>
                    <th>{intl.formatMessage(messages.laneTime)}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.lane]
                    .reverse()
                    .slice(0, 60)
                    .map((entry) => (
                      <tr
                        key={entry.seq}
                        data-testid="inspector-worker-message"
                        data-kind={entry.kind}
                        data-type={entry.type}
                      >
                        <td>{entry.kind}</td>
                        <td>{entry.type}</td>
                        <td>
                          {entry.eventCount} ({entry.eventsSent}
                          {entry.removedEvents > 0 ? ` −${entry.removedEvents}` : ''})
                        </td>
                        <td>{bytesText(entry.bytes)}</td>
                        <td>{msText(entry.requestToDrawnMs)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
        {/* Scrolls on its own, like the lane: focusable for the keyboard. */}
        <div
          className={styles.charts}
          role="region"
          aria-label={intl.formatMessage(messages.charts)}
          tabIndex={0}
          data-testid="inspector-charts"
          data-moment={moment}
        >
          {selectedEntry !== undefined ? (
            <section data-testid="inspector-moment">
              <h3 className={styles.sectionTitle}>
                {intl.formatMessage(messages.moment, { seq: selectedEntry.seq })} ·{' '}
                {selectedEntry.actor} ·{' '}
                <span className={styles.eventType}>{selectedEntry.eventType}</span>
                {selectedEntry.source !== null
                  ? ` · ${intl.formatMessage(messages.source, { source: selectedEntry.source })}`
                  : ''}
              </h3>
              <pre
                className={styles.detail}
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable detail takes focus
                tabIndex={0}
                aria-label={intl.formatMessage(messages.moment, { seq: selectedEntry.seq })}
                data-testid="inspector-detail"
              >
                {`${intl.formatMessage(messages.event)}: ${json(selectedEntry.event)}\n${selectedEntry.snapshot.status} ${json(selectedEntry.snapshot.value)}\n${intl.formatMessage(messages.context)}: ${json(selectedEntry.snapshot.context)}`}
                {selectedEntry.snapshot.output !== undefined
                  ? `\noutput: ${json(selectedEntry.snapshot.output)}`
                  : ''}
              </pre>
            </section>
          ) : null}
          {shownCharts.length === 0 ? <p>{intl.formatMessage(messages.noMachines)}</p> : null}
          {shownCharts.map((name) => {
            const chartJoins = joins.filter((join) => join.from === name || join.to === name);
            const chart = data.charts[name] as ChartDefinition;
            const entry = at.get(name);
            const active =
              entry === undefined ? new Set<string>() : activeStateIds(chart, entry.snapshot.value);
            let taken: { key: string; ids: ReadonlySet<string> } | undefined;
            if (entry !== undefined && entry.seq === moment) {
              const before = [...data.log]
                .reverse()
                .find((item) => item.actor === name && item.seq < entry.seq);
              const beforeActive =
                before === undefined
                  ? new Set<string>()
                  : activeStateIds(chart, before.snapshot.value);
              taken = {
                key: String(entry.seq),
                ids: takenTransitions(chart, entry.eventType, beforeActive, active),
              };
            }
            return (
              <div key={name}>
                <Statechart name={name} chart={chart} active={active} taken={taken} />
                {entry !== undefined ? (
                  <div
                    className={styles.stateValue}
                    data-testid="statechart-value"
                    data-machine={name}
                  >
                    {json(entry.snapshot.value)}
                  </div>
                ) : null}
                {chartJoins.length > 0 ? (
                  <ul
                    className={styles.joins}
                    aria-label={intl.formatMessage(messages.joins, { name })}
                    data-testid="statechart-joins"
                    data-machine={name}
                  >
                    {chartJoins.map((join) => (
                      <li
                        key={`${join.from}>${join.to}>${join.eventType}`}
                        data-testid="statechart-join"
                        data-from={join.from}
                        data-to={join.to}
                        data-event-type={join.eventType}
                        data-now={join.lastSeq === moment ? 'true' : undefined}
                      >
                        {intl.formatMessage(messages.join, {
                          from: join.from,
                          to: join.to,
                          event: join.eventType,
                          count: join.count,
                        })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
