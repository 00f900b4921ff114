// @ts-nocheck
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

/** The scrolling plot and, beside it, the running total's end amount (always in view). */
export const legendLargest = style({ color: vars.color.text });

export const frame = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const scroller = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
});

export const plot = style({ position: 'relative', paddingTop: '16px' });

/** The scale's box: bars, line and zero all measured in percent of it. */
export const area = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  height: '120px',
  marginBottom: '16px',
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
  stroke: vars.color.textMuted,
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

const label = {
  position: 'absolute',
  fontSize: '11px',
  lineHeight: '14px',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** The tallest bar's amount, just past its end (centred on it; kept inside at either edge). */
export const amount = style({
  ...label,
  fontWeight: 700,
  color: vars.color.text,
  transform: 'translate(-50%, -100%)',
  selectors: {
    '&[data-side="below"]': { transform: 'translate(-50%, 0)' },
    '&[data-edge="start"]': { transform: 'translate(-12px, -100%)' },
    '&[data-edge="start"][data-side="below"]': { transform: 'translate(-12px, 0)' },
    '&[data-edge="end"]': { transform: 'translate(calc(-100% + 12px), -100%)' },
    '&[data-edge="end"][data-side="below"]': { transform: 'translate(calc(-100% + 12px), 0)' },
  },
});

export const dates = style({ position: 'relative', height: '30px' });

export const date = style({
  ...label,
  top: 0,
  color: vars.color.textMuted,
  transform: 'translateX(-50%)',
  textAlign: 'center',
  selectors: {
    '&[data-edge="start"]': { transform: 'translateX(-12px)', textAlign: 'left' },
    '&[data-edge="end"]': { transform: 'translateX(calc(-100% + 12px))', textAlign: 'right' },
  },
});

export const todayDate = style([date, { fontWeight: 700, color: vars.color.text }]);

export const todayWord = style({ display: 'block', color: vars.color.main });

/** Beside the plot: the running total's last amount at its height, and 0 at the zero line. */
export const axis = style({
  position: 'relative',
  flex: '0 0 auto',
  minWidth: '40px',
  height: '120px',
  marginTop: '16px',
});

export const axisRunning = style({
  ...label,
  position: 'relative',
  display: 'block',
  fontWeight: 700,
  color: vars.color.main,
  transform: 'translateY(-50%)',
  selectors: { '&::before': { content: '"— "' } },
});

export const axisZero = style({
  ...label,
  left: 0,
  color: vars.color.textMuted,
  transform: 'translateY(-50%)',
  selectors: { '&::before': { content: '"— "' } },
});
