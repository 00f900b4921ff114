import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const sport = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
});
export const count = style({
  minWidth: '24px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.main,
  color: vars.color.mainText,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
export const tournaments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const tournament = style({
  display: 'flex',
  justifyContent: 'space-between',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  cursor: 'pointer',
});
