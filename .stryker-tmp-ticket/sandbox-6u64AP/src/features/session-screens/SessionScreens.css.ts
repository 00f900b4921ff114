// @ts-nocheck
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.xl,
  background: `linear-gradient(180deg, ${vars.color.header} 0 220px, ${vars.color.background} 220px)`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'min(520px, 100%)',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 12px 32px rgba(15, 30, 61, 0.18)',
});

export const topRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const brand = style({
  fontWeight: 800,
  color: vars.color.headingText,
  fontSize: vars.fontSize.lg,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const code = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `3px solid ${vars.color.danger}`,
  background: vars.color.priceDown,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const body = style({ color: vars.color.text, fontSize: vars.fontSize.lg, lineHeight: 1.55 });

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-word',
});

export const retry = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.main,
  color: vars.color.mainText,
  fontWeight: 700,
  selectors: { '&:hover': { background: vars.color.mainHover } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '28px',
  height: '28px',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.main,
  borderRadius: '50%',
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.lg,
});
