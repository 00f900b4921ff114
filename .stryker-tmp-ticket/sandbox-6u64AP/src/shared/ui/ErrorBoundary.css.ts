// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const fallback = style({
  margin: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const title = style({
  margin: 0,
  fontWeight: 700,
  color: vars.color.danger,
  fontSize: vars.fontSize.md,
});

export const button = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.main,
  color: vars.color.mainText,
  cursor: 'pointer',
  font: 'inherit',
  ':hover': { background: vars.color.mainHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
