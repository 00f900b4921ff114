// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

// Under the phone's top bar (52 px), at its right end where the drawer button is.
export const note = style({
  position: 'fixed',
  top: `calc(52px + ${vars.space.xs})`,
  right: vars.space.sm,
  zIndex: 30,
  maxWidth: `min(320px, calc(100vw - 2 * ${vars.space.sm}))`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.drawer,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.4 });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

const action = {
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  cursor: 'pointer',
} as const;

export const reload = style({
  ...action,
  border: 'none',
  background: vars.color.main,
  color: vars.color.mainText,
});

export const dismiss = style({
  ...action,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
