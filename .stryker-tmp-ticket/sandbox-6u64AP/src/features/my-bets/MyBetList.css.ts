// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '320px',
  overflowY: 'auto',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const teams = style({ fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const right = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const status = style({
  color: vars.color.success,
  fontWeight: 700,
  fontSize: vars.fontSize.xs,
  textAlign: 'right',
});
export const seeAll = style({
  border: `1px solid ${vars.color.headerMuted}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.headerText,
  fontSize: vars.fontSize.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  cursor: 'pointer',
});
