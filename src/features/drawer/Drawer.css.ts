import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: vars.color.overlay,
  animation: `${fadeIn} 160ms ease-out`,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 901,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(320px, 86vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.drawer,
  animation: `${slideIn} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
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
