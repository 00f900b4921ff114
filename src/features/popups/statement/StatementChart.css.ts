import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const figure = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});

const swatch = {
  content: '""',
  display: 'inline-block',
  width: '10px',
  height: '10px',
  marginRight: '6px',
  verticalAlign: 'middle',
} as const;

export const legendBars = style({
  '::before': {
    ...swatch,
    background: `linear-gradient(90deg, ${vars.color.success} 50%, ${vars.color.danger} 50%)`,
  },
});

export const legendLine = style({
  fontWeight: 600,
  color: vars.color.text,
  '::before': { ...swatch, height: '2px', background: vars.color.main },
});

export const scroller = style({ overflowX: 'auto', overflowY: 'hidden' });

export const plot = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  height: '120px',
});

export const barButton = style({
  position: 'relative',
  flex: '1 1 0',
  minWidth: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
  ':focus-visible': { outline: `2px solid ${vars.color.main}`, outlineOffset: '-2px' },
});

const bar = {
  position: 'absolute',
  left: '20%',
  right: '20%',
  minHeight: '1px',
} as const;

export const barWin = style({ ...bar, background: vars.color.success });
export const barLoss = style({ ...bar, background: vars.color.danger });

export const line = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  overflow: 'visible',
});

export const zero = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});

export const running = style({
  fill: 'none',
  stroke: vars.color.main,
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
  strokeLinejoin: 'round',
});
