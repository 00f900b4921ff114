import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';
import { visuallyHidden } from '@src/styles/visuallyHidden.css';

export const wrap = style({ display: 'inline-flex', alignItems: 'center', gap: '6px' });
export const svg = style({ display: 'block', overflow: 'visible' });
export const line = style({
  fill: 'none',
  stroke: vars.color.main,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});
export const dot = style({ fill: vars.color.main });
export const clicked = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  strokeDasharray: '3 2',
});
export const words = style([visuallyHidden, {}]);
