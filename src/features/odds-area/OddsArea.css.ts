import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  minHeight: '320px',
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
});
