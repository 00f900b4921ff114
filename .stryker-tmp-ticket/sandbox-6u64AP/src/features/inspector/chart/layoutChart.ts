// @ts-nocheck
// Lays a chart out with elkjs (layered, hierarchical) and returns absolute boxes and edge routes
// for the SVG. elk.bundled.js runs in the page without a worker; it is only loaded with the
// visualizer's lazy chunk.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartDefinition, ChartState } from './chartDefinition';

export interface LaidState {
  id: string;
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidEdge {
  id: string;
  transitionId: string;
  source: string;
  target: string;
  label: string;
  /** Points of the route, first to last: the start, then cubic Bézier control points in threes (ELK splines). */
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
  selfLoop: boolean;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: LaidState[];
  edges: LaidEdge[];
}

const CHAR_WIDTH = 6.4;
const LINE_HEIGHT = 14;
const HEADER = 24;

export function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR_WIDTH) + 8;
}

// Set on every container, not only the root: ELK reads these per node even with INCLUDE_CHILDREN.
// Left to right with splines keeps the labels beside their curves; depth-first cycle breaking
// keeps the initial state first and the answers after the request.
const LAYERED: Record<string, string> = {
  'elk.direction': 'RIGHT',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.edgeRouting': 'SPLINES',
  'elk.edgeLabels.inline': 'true',
};

let elk: InstanceType<typeof ELK> | null = null;

function graphOf(chart: ChartDefinition): ElkNode {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  function node(state: ChartState): ElkNode {
    const lines = [state.key, ...state.invokes.map((id) => `invoke ${id}`)];
    const width = Math.max(72, ...lines.map((line) => textWidth(line) + 16));
    if (state.children.length === 0) {
      return { id: state.id, width, height: 18 + lines.length * LINE_HEIGHT };
    }
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${HEADER + (lines.length - 1) * LINE_HEIGHT + 8},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${width}, 40)`,
        ...LAYERED,
      },
      children: state.children
        .map((id) => byId.get(id))
        .filter((child) => child !== undefined)
        .map(node),
    };
  }
  const root = byId.get(chart.rootId);
  const edges: ElkExtendedEdge[] = [];
  for (const transition of chart.transitions) {
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    targets.forEach((target, index) => {
      edges.push({
        id: `${transition.id}>${index}`,
        sources: [transition.source],
        targets: [target],
        labels: [
          {
            id: `${transition.id}>${index}:label`,
            text: transition.label,
            width: textWidth(transition.label),
            height: LINE_HEIGHT,
          },
        ],
      });
    });
  }
  return {
    id: '__chart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '2',
      'elk.spacing.edgeNode': '14',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      ...LAYERED,
    },
    children: root === undefined ? [] : [node(root)],
    edges,
  };
}

function collect(node: ElkNode, byId: Map<string, ChartState>, out: LaidState[]): void {
  const state = byId.get(node.id);
  if (state !== undefined) {
    out.push({
      id: node.id,
      state,
      x: node.x ?? 0,
      y: node.y ?? 0,
      width: node.width ?? 0,
      height: node.height ?? 0,
    });
  }
  for (const child of node.children ?? []) collect(child, byId, out);
}

export async function layoutChart(chart: ChartDefinition): Promise<ChartLayout> {
  elk ??= new ELK();
  const laid = await elk.layout(graphOf(chart));
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const states: LaidState[] = [];
  collect(laid, byId, states);
  const edges: LaidEdge[] = [];
  const gather = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0];
      const points =
        section === undefined
          ? []
          : [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      const label = edge.labels?.[0];
      const [transitionId = edge.id] = edge.id.split('>');
      edges.push({
        id: edge.id,
        transitionId,
        source: edge.sources[0] ?? '',
        target: edge.targets[0] ?? '',
        label: label?.text ?? '',
        points: points.map((point) => ({ x: point.x, y: point.y })),
        labelBox:
          label === undefined
            ? null
            : {
                x: label.x ?? 0,
                y: label.y ?? 0,
                width: label.width ?? 0,
                height: label.height ?? 0,
              },
        selfLoop: edge.sources[0] === edge.targets[0],
      });
    }
    for (const child of node.children ?? []) gather(child);
  };
  gather(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, edges };
}
