// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.header,
  color: vars.color.headerText,
});

export const brand = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '0.02em',
  marginRight: 'auto',
});

export const member = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.15,
  textAlign: 'right',
});

export const memberLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.headerMuted });

export const username = style({ fontWeight: 600 });

export const divider = style({
  width: '1px',
  alignSelf: 'stretch',
  margin: `${vars.space.md} 0`,
  background: 'rgba(255, 255, 255, 0.2)',
});
