// @ts-nocheck
import { style } from '@vanilla-extract/css';

export const figure = style({ margin: 0, contain: 'content' });

export const caption = style({ fontWeight: 700, color: '#7dd3fc', margin: '4px 0' });

export const scroller = style({ overflow: 'auto', maxWidth: '100%' });

export const svg = style({
  display: 'block',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 11,
});

export const stateBox = style({ fill: '#121c31', stroke: '#46608f', strokeWidth: 1.25 });
export const compoundBox = style({
  fill: 'rgba(30, 45, 75, 0.35)',
  stroke: '#46608f',
  strokeWidth: 1.25,
});
export const parallelBox = style({
  fill: 'rgba(30, 45, 75, 0.35)',
  stroke: '#46608f',
  strokeWidth: 1.25,
  strokeDasharray: '6 4',
});
export const activeBox = style({ fill: '#164e63', stroke: '#22d3ee', strokeWidth: 2.5 });
export const activeCompound = style({
  fill: 'rgba(22, 78, 99, 0.25)',
  stroke: '#22d3ee',
  strokeWidth: 2,
});
export const finalInner = style({ fill: 'none', stroke: '#46608f', strokeWidth: 1 });

export const stateLabel = style({ fill: '#e2e8f0', fontWeight: 700 });
export const invokeLabel = style({ fill: '#a5b4cf' });
export const initialDot = style({ fill: '#e2e8f0' });

export const edge = style({ fill: 'none', stroke: '#8da2c8', strokeWidth: 1.25 });
/** A transition just taken, for FLASH_MS. */
export const edgeTaken = style({ fill: 'none', stroke: '#f472b6', strokeWidth: 3 });
export const arrow = style({ fill: '#8da2c8' });
export const edgeLabel = style({ fill: '#fcd34d' });
export const edgeLabelBack = style({ fill: '#0b1220', opacity: 0.85 });

export const pending = style({ color: '#8193b8', padding: 8 });
