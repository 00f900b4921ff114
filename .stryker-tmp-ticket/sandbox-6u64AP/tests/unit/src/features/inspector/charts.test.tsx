// @ts-nocheck
// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chartFromMachine, isMachineLogic } from '@src/features/inspector/chart/chartDefinition';
import type { MachineLike } from '@src/features/inspector/chart/chartDefinition';
import { layoutChart } from '@src/features/inspector/chart/layoutChart';
import { FLASH_MS, Statechart } from '@src/features/inspector/chart/Statechart';
import { renderInLocale } from '@tests/unit/src/helpers';
import { discoverMachineCharts } from '@src/features/machines-page/discoverMachines';

afterEach(cleanup);

// Every machine in machines/, found by importing each file: a new machine is checked without edits here.
const machinesDir = join(__dirname, '../../../../../machines');
const machines = new Map<string, MachineLike>();

beforeAll(async () => {
  for (const file of readdirSync(machinesDir).filter((name) => name.endsWith('.ts'))) {
    const exports = (await import(join(machinesDir, file))) as Record<string, unknown>;
    for (const value of Object.values(exports))
      if (isMachineLogic(value)) machines.set(value.id, value);
  }
});

interface NodeWalk {
  id: string;
  states: Record<string, NodeWalk>;
  transitions: Map<string, readonly { target?: readonly { id: string }[] }[]>;
  always?: readonly { target?: readonly { id: string }[] }[];
  invoke?: readonly { id: string; src: unknown }[];
}

/** The definition's own view: every state node id, and every (source, event, targets) transition. */
function fromDefinition(machine: MachineLike) {
  const states: string[] = [];
  const transitions: string[] = [];
  const invokes = new Map<string, string>();
  const visit = (node: NodeWalk) => {
    states.push(node.id);
    for (const { id, src } of node.invoke ?? [])
      if (/^\d+\./.test(id) && typeof src === 'string') invokes.set(id, src);
    for (const [event, list] of node.transitions) {
      for (const transition of list)
        transitions.push(
          `${node.id} --${event}--> ${(transition.target ?? []).map((t) => t.id).join(',')}`,
        );
    }
    for (const transition of node.always ?? [])
      transitions.push(`${node.id} ----> ${(transition.target ?? []).map((t) => t.id).join(',')}`);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as unknown as NodeWalk);
  return { states, transitions, invokes };
}

describe('statecharts of every machine in machines/', () => {
  it('finds the machines the app is built from', () => {
    expect([...machines.keys()].sort()).toEqual(
      expect.arrayContaining([
        'placeBet',
        'recentBets',
        'refresh',
        'session',
        'sportMenu',
        'ticket',
      ]),
    );
  });

  it('the machines page discovers the same machines with no list kept by hand', async () => {
    const charts = await discoverMachineCharts();
    expect(Object.keys(charts).sort()).toEqual([...machines.keys()].sort());
  });

  it('each chart holds every state node and every transition of its definition, labelled with its event', () => {
    for (const machine of machines.values()) {
      const chart = chartFromMachine(machine);
      const expected = fromDefinition(machine);
      expect(chart.states.map((state) => state.id).sort(), machine.id).toEqual(
        expected.states.sort(),
      );
      const drawn = chart.transitions.map(
        (t) => `${t.source} --${t.event}--> ${t.targets.join(',')}`,
      );
      expect(drawn.sort(), machine.id).toEqual(expected.transitions.sort());
      for (const transition of chart.transitions) {
        const actor = transition.event.replace(/^xstate\.(done|error)\.actor\./, '');
        // An invoke with a generated id ("0.session.loggingIn") is named by its logic ("login").
        const shown = expected.invokes.get(actor) ?? actor;
        if (transition.delay !== null)
          expect(transition.label).toContain(`after ${transition.delay}`);
        else if (transition.event !== '' && !transition.event.startsWith('xstate.done.state'))
          expect(transition.label).toContain(shown);
        if (transition.guard !== null) expect(transition.label).toContain(`[${transition.guard}]`);
      }
    }
  });

  it('marks initial, compound, parallel and final states as the definition says', () => {
    for (const machine of machines.values()) {
      const chart = chartFromMachine(machine);
      const root = chart.states.find((state) => state.id === chart.rootId);
      const rootNode = machine.root as unknown as {
        initial?: { target: { id: string }[] };
        type: string;
      };
      expect(root?.type, machine.id).toBe(rootNode.type);
      expect(root?.initial, machine.id).toEqual(
        rootNode.initial?.target.map((target) => target.id) ?? [],
      );
    }
  });

  it('labels delayed transitions with their delay and guarded ones with their guard', () => {
    const refresh = chartFromMachine(machines.get('refresh') as MachineLike);
    expect(refresh.transitions.map((t) => t.label)).toEqual(
      expect.arrayContaining(['after oneSecond [isLastSecond]', 'after refreshTimeout']),
    );
    const session = chartFromMachine(machines.get('session') as MachineLike);
    expect(session.transitions.map((t) => t.label)).toEqual(
      expect.arrayContaining(['done: login [isOk]', 'error: login']),
    );
    expect(session.states.find((state) => state.id === 'session.loggingIn')?.invokes).toEqual([
      'login',
    ]);
    const placeBet = chartFromMachine(machines.get('placeBet') as MachineLike);
    expect(placeBet.transitions.map((t) => t.label)).toEqual(
      expect.arrayContaining(['bet.retry [hasPendingBody]', 'done: confirmBet [isPlaced]']),
    );
  });

  it('lays out and draws every state and one labelled edge per transition target, for all machines', async () => {
    for (const machine of machines.values()) {
      const chart = chartFromMachine(machine);
      const layout = await layoutChart(chart);
      expect(layout.states.map((state) => state.id).sort()).toEqual(
        chart.states.map((state) => state.id).sort(),
      );
      const targets = chart.transitions.reduce((sum, t) => sum + Math.max(1, t.targets.length), 0);
      expect(layout.edges).toHaveLength(targets);
      for (const edge of layout.edges)
        expect(edge.points.length, `${machine.id} ${edge.id}`).toBeGreaterThanOrEqual(2);

      const { container } = renderInLocale(
        <Statechart name={machine.id} chart={chart} active={new Set([chart.rootId])} />,
      );
      // The layout runs in elkjs (a lazy chunk): on a busy 2-core machine it outlasts waitFor's 1 s.
      await waitFor(() =>
        expect(
          container.querySelector('[data-testid="statechart"]')?.getAttribute('data-ready'),
        ).toBe('true'),
      );
      const drawnStates = [...container.querySelectorAll('[data-testid="statechart-state"]')].map(
        (node) => node.getAttribute('data-state-id'),
      );
      expect(drawnStates.sort()).toEqual(chart.states.map((state) => state.id).sort());
      const drawnLabels = [
        ...container.querySelectorAll('[data-testid="statechart-transition"]'),
      ].map((node) => node.getAttribute('data-event-label'));
      for (const transition of chart.transitions)
        expect(drawnLabels, machine.id).toContain(transition.label);
      cleanup();
    }
  }, 60_000);
});

describe('the transition just taken', () => {
  it('is lit for a moment after each step, then drawn as the others (no endless repaint)', async () => {
    const machine = machines.get('refresh') ?? [...machines.values()][0];
    if (machine === undefined) throw new Error('no machine found');
    const chart = chartFromMachine(machine);
    const transition = chart.transitions[0];
    if (transition === undefined) throw new Error('a machine without transitions');
    const edgeClass = (container: HTMLElement) =>
      container
        .querySelector(`[data-testid="statechart-transition"][data-taken="true"] path`)
        ?.getAttribute('class') ?? '';
    // No step until the chart is laid out: its first flash started at mount, and on a busy machine
    // the layout (elkjs) took longer than the flash, which was over before it could be seen.
    let bump: (key: string | undefined) => void = () => undefined;
    const name = machine.id;
    const takenId = transition.id;
    function Stepping() {
      const [key, setKey] = useState<string | undefined>(undefined);
      bump = setKey;
      return (
        <Statechart
          name={name}
          chart={chart}
          active={new Set([chart.rootId])}
          taken={key === undefined ? undefined : { key, ids: new Set([takenId]) }}
        />
      );
    }
    const { container } = renderInLocale(<Stepping />);
    await waitFor(() =>
      expect(
        container.querySelector('[data-testid="statechart"]')?.getAttribute('data-ready'),
      ).toBe('true'),
    );
    const unlit = container
      .querySelector('[data-testid="statechart-transition"] path')
      ?.getAttribute('class');
    // Steps on the test's clock: lit for FLASH_MS and no longer, each step anew.
    vi.useFakeTimers();
    try {
      act(() => bump('1'));
      expect(edgeClass(container)).not.toBe(unlit);
      act(() => {
        vi.advanceTimersByTime(FLASH_MS - 1);
      });
      expect(edgeClass(container)).not.toBe(unlit);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(edgeClass(container)).toBe(unlit);
      act(() => bump('2'));
      expect(edgeClass(container)).not.toBe(unlit);
      expect(
        container.querySelector('[data-testid="statechart-transition"][data-taken="true"]'),
      ).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(FLASH_MS);
      });
      expect(edgeClass(container)).toBe(unlit);
      // Nothing left to repaint.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
