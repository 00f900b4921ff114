// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

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
export const name = style({ minWidth: 0 });
