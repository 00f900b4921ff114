// @ts-nocheck
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  dark: { color: vars.color.headerText },
  light: { color: vars.color.text },
});

export const label = style({ fontSize: vars.fontSize.xs, opacity: 0.75 });

export const amount = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.lg,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const refresh = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '26px',
  height: '26px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  selectors: {
    '&:hover:not(:disabled)': { background: 'rgba(127, 140, 160, 0.2)' },
  },
});

export const refreshIcon = style({
  width: '16px',
  height: '16px',
  selectors: {
    [`${refresh}:disabled &`]: { animation: `${spin} 0.8s linear infinite` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
