// @ts-nocheck
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

// A modal <dialog> pinned to the right edge, full height; the browser draws the backdrop.
export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  margin: 0,
  width: 'min(320px, 86vw)',
  height: '100dvh',
  maxHeight: '100dvh',
  background: vars.color.surface,
  boxShadow: vars.shadow.drawer,
  animation: `${slideIn} 200ms ease-out`,
  selectors: { '&::backdrop': { animation: `${fadeIn} 160ms ease-out` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const inner = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md}`,
});

export const action = style({
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.header,
  color: vars.color.headerText,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const close = style({
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.headerText,
  fontSize: '20px',
  lineHeight: 1,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  overflowY: 'auto',
});
