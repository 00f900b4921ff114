// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const root = style({ position: 'relative' });

export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  width: '38px',
  height: '38px',
  border: '1px solid rgba(255, 255, 255, 0.25)',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.headerText,
  cursor: 'pointer',
  selectors: { '&[aria-expanded="true"]': { background: 'rgba(255, 255, 255, 0.15)' } },
});

export const list = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  right: 0,
  zIndex: 960,
  minWidth: '200px',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.panel,
});

export const item = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceAlt },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
});
