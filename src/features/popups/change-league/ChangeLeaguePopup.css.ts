import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const tables = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});
export const tableTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
});
export const leagues = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const league = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
});
export const name = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const count = style({
  flex: 'none',
  minWidth: '24px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.main,
  color: vars.color.mainText,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
