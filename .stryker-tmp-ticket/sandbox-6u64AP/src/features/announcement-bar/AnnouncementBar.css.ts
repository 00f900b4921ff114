// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
});
/** The bar's room while the first announcement loads: the page below does not jump when it arrives. */
export const placeholder = style([bar, { cursor: 'default' }]);
export const label = style({
  flex: 'none',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.main,
  color: vars.color.mainText,
  fontWeight: 700,
  fontSize: vars.fontSize.xs,
});
export const text = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});
