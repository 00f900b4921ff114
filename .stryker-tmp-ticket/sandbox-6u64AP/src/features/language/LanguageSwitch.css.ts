// @ts-nocheck
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const group = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: '1px solid',
});

export const tone = styleVariants({
  dark: { borderColor: 'rgba(255, 255, 255, 0.35)', color: vars.color.headerText },
  light: { borderColor: vars.color.border, color: vars.color.text },
});

export const option = style({
  minWidth: '36px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.04em',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.main, color: vars.color.mainText },
  },
});
