// @ts-nocheck
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});
export const itemHead = style({ margin: 0, fontSize: vars.fontSize.md });
export const toggle = style({
  display: 'flex',
  justifyContent: 'space-between',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': { background: vars.color.main, color: vars.color.mainText },
  },
});
export const body = style({ padding: `${vars.space.sm} ${vars.space.md}`, lineHeight: 1.6 });
globalStyle(`${body} table`, { borderCollapse: 'collapse', margin: `${vars.space.sm} 0` });
globalStyle(`${body} th, ${body} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});
globalStyle(`${body} a`, { color: vars.color.main });
globalStyle(`${body} ul, ${body} ol`, {
  margin: `${vars.space.xs} 0`,
  paddingLeft: vars.space.lg,
  listStyle: 'disc',
});
globalStyle(`${body} ol`, { listStyle: 'decimal' });
globalStyle(`${body} h3, ${body} h4`, {
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.md,
});
globalStyle(`${body} p`, { margin: `${vars.space.xs} 0` });
