// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

/** Anchored at the click, shifted 98% left of it, above everything (z-index 1000). */
export const popup = style({
  position: 'fixed',
  zIndex: 1000,
  transform: 'translateX(-98%)',
  width: '300px',
  maxHeight: 'calc(100vh - 16px)',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.drawer,
  selectors: { '&[data-market-kind="early"]': { borderTop: `3px solid ${vars.color.info}` } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.header,
  color: vars.color.headerText,
  fontWeight: 700,
});

export const title = style({ marginRight: 'auto', fontSize: vars.fontSize.md });

export const close = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  lineHeight: 1,
});

export const notice = style({
  margin: `${vars.space.sm} ${vars.space.md} 0`,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.priceDown,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textAlign: 'center',
});

export const switchLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-end',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
});
