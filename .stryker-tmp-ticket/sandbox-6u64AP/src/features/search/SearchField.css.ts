// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const field = style({
  minWidth: 0,
  width: '100%',
  maxWidth: '260px',
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const mark = style({
  background: '#fde68a',
  color: 'inherit',
  padding: 0,
  borderRadius: '2px',
});
