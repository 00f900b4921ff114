// @ts-nocheck
import { memo, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { ChartDefinition } from './chartDefinition';
import { layoutChart } from './layoutChart';
import type { ChartLayout, LaidEdge, LaidState } from './layoutChart';
import * as styles from './Statechart.css';

const layouts = new WeakMap<ChartDefinition, Promise<ChartLayout>>();

/** One layout per chart, shared by every drawing of it. */
export function chartLayout(chart: ChartDefinition): Promise<ChartLayout> {
  let layout = layouts.get(chart);
  if (layout === undefined) {
    layout = layoutChart(chart);
    layouts.set(chart, layout);
  }
  return layout;
}

function useChartLayout(chart: ChartDefinition): ChartLayout | null {
  const [laid, setLaid] = useState<{ chart: ChartDefinition; layout: ChartLayout } | null>(null);
  useEffect(() => {
    let live = true;
    void chartLayout(chart).then((layout) => {
      if (live) setLaid({ chart, layout });
    });
    return () => {
      live = false;
    };
  }, [chart]);
  return laid !== null && laid.chart === chart ? laid.layout : null;
}

/** ELK's spline route (start, then control points in threes) as cubic Béziers; anything else as lines. */
export function edgePath(edge: Pick<LaidEdge, 'points'>): string {
  const [first, ...rest] = edge.points;
  if (first === undefined) return '';
  const curved = rest.length >= 3 && rest.length % 3 === 0;
  return `M${first.x},${first.y}${rest.map((point, index) => `${curved && index % 3 === 0 ? ' C' : curved ? ' ' : ' L'}${point.x},${point.y}`).join('')}`;
}

function StateNode({ laid, active }: { laid: LaidState; active: boolean }) {
  const intl = useIntl();
  const { state } = laid;
  const compound = state.children.length > 0;
  let className = compound
    ? state.type === 'parallel'
      ? styles.parallelBox
      : styles.compoundBox
    : styles.stateBox;
  if (active) className = compound ? styles.activeCompound : styles.activeBox;
  return (
    <g
      data-testid="statechart-state"
      data-state-id={state.id}
      data-state-type={state.type}
      data-active={active ? 'true' : 'false'}
    >
      <rect
        className={className}
        x={laid.x}
        y={laid.y}
        width={laid.width}
        height={laid.height}
        rx={8}
      />
      {state.type === 'final' ? (
        <rect
          className={styles.finalInner}
          x={laid.x + 3}
          y={laid.y + 3}
          width={laid.width - 6}
          height={laid.height - 6}
          rx={6}
        />
      ) : null}
      <text className={styles.stateLabel} x={laid.x + 10} y={laid.y + 17}>
        {state.type === 'parallel' ? `${state.key} ∥` : state.key}
      </text>
      {state.invokes.map((id, index) => (
        <text key={id} className={styles.invokeLabel} x={laid.x + 10} y={laid.y + 31 + index * 14}>
          {intl.formatMessage(messages.chartInvoke, { id })}
        </text>
      ))}
    </g>
  );
}

export interface StatechartProps {
  /** The actor's name (system id), for data-machine. */
  name: string;
  chart: ChartDefinition;
  active: ReadonlySet<string>;
  /** Transitions just taken, and a key that changes with each step so the flash replays. */
  taken?: { key: string; ids: ReadonlySet<string> };
  label?: string;
}

/** A machine's statechart in SVG, laid out by elkjs, with the active states highlighted. */
/** How long a transition just taken stays lit. */
export const FLASH_MS = 700;

/**
 * True for FLASH_MS after each new step. Two repaints per step (on, off): an animated stroke
 * repainted the whole chart every frame, and the countdown steps every second, so the page never
 * rested while the visualizer was open.
 */
function useFlash(stepKey: string | undefined): boolean {
  // The step whose flash is over: a newer step is lit until its own timer ends.
  const [spent, setSpent] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (stepKey === undefined) return undefined;
    const timer = setTimeout(() => setSpent(stepKey), FLASH_MS);
    return () => clearTimeout(timer);
  }, [stepKey]);
  return stepKey !== undefined && stepKey !== spent;
}

function StatechartView({ name, chart, active, taken, label }: StatechartProps) {
  const layout = useChartLayout(chart);
  const initialOf = new Map<string, string>();
  for (const state of chart.states) for (const id of state.initial) initialOf.set(id, state.id);
  const markerId = `arrow-${name.replace(/[^\w-]/g, '_')}`;
  const flashing = useFlash(taken?.key);
  return (
    <figure
      className={styles.figure}
      data-testid="statechart"
      data-machine={name}
      data-ready={layout === null ? 'false' : 'true'}
    >
      <figcaption className={styles.caption}>{label ?? name}</figcaption>
      {layout === null ? (
        <div className={styles.pending}>…</div>
      ) : (
        // A wide chart scrolls sideways: it takes focus so the keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.scroller} role="group" aria-label={label ?? name} tabIndex={0}>
          <svg
            className={styles.svg}
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            role="img"
            aria-label={label ?? name}
          >
            <defs>
              <marker
                id={markerId}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" className={styles.arrow} />
              </marker>
            </defs>
            {layout.states.map((laid) => (
              <StateNode key={laid.id} laid={laid} active={active.has(laid.id)} />
            ))}
            {layout.states
              .filter((laid) => initialOf.has(laid.id))
              .map((laid) => (
                <g key={`initial-${laid.id}`} data-initial-of={initialOf.get(laid.id)}>
                  <circle className={styles.initialDot} cx={laid.x - 7} cy={laid.y - 7} r={4} />
                  <path
                    className={styles.edge}
                    d={`M${laid.x - 4},${laid.y - 4} L${laid.x + 2},${laid.y + 2}`}
                    markerEnd={`url(#${markerId})`}
                  />
                </g>
              ))}
            {layout.edges.map((edge) => {
              const isTaken = taken?.ids.has(edge.transitionId) === true;
              return (
                <g
                  key={isTaken ? `${edge.id}@${taken?.key}` : edge.id}
                  data-testid="statechart-transition"
                  data-event-label={edge.label}
                  data-taken={isTaken ? 'true' : 'false'}
                >
                  <path
                    className={isTaken && flashing ? styles.edgeTaken : styles.edge}
                    d={edgePath(edge)}
                    markerEnd={`url(#${markerId})`}
                  />
                  {edge.labelBox !== null ? (
                    <>
                      <rect
                        className={styles.edgeLabelBack}
                        x={edge.labelBox.x}
                        y={edge.labelBox.y}
                        width={edge.labelBox.width}
                        height={edge.labelBox.height}
                      />
                      <text
                        className={styles.edgeLabel}
                        x={edge.labelBox.x + 4}
                        y={edge.labelBox.y + 11}
                      >
                        {edge.label}
                      </text>
                    </>
                  ) : null}
                </g>
              );
            })}
          </svg>
        </div>
      )}
    </figure>
  );
}

function sameIds(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

/**
 * A chart redraws only when what it shows changes (its active states or the step just taken): the
 * panel updates a few times a second, and most machines stand still between two updates.
 */
export const Statechart = memo(
  StatechartView,
  (before, after) =>
    before.name === after.name &&
    before.chart === after.chart &&
    before.label === after.label &&
    sameIds(before.active, after.active) &&
    before.taken?.key === after.taken?.key &&
    sameIds(before.taken?.ids, after.taken?.ids),
);
