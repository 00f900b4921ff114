// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
});
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
});
export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});
export const line = style({ display: 'block' });
export const ok = style({
  minWidth: '120px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.main,
  color: vars.color.mainText,
  fontWeight: 700,
  cursor: 'pointer',
});
