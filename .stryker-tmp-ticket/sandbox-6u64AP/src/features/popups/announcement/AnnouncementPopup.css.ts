// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';
import { below } from '@src/styles/breakpoints';

export const scroll = style({ overflow: 'auto', flex: 1, minHeight: '200px' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '150px 1fr',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [below('sm')]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});
export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const text = style({ margin: 0 });
