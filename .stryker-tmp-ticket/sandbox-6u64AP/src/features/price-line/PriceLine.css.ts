// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';
import { visuallyHidden } from '@src/styles/visuallyHidden.css';

export const wrap = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '6px',
  rowGap: '2px',
});

/** A price at an end of the line, and below it when it was (Bangkok time). */
export const end = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  lineHeight: 1.15,
  fontVariantNumeric: 'tabular-nums',
});
export const endPrice = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.text,
});
export const endTime = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** The dashed level's key: the price the member chose. */
export const key = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '::before': {
    content: '""',
    display: 'inline-block',
    width: '14px',
    marginRight: '4px',
    verticalAlign: 'middle',
    borderTop: `1px dashed ${vars.color.textMuted}`,
  },
});
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
