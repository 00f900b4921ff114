// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

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
