// @ts-nocheck
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '32px',
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  background: 'transparent',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.mainText,
    },
  },
});

export const tone = styleVariants({
  dark: { borderColor: 'rgba(255, 255, 255, 0.35)', color: vars.color.headerText },
  light: { borderColor: vars.color.border, color: vars.color.text, minHeight: '44px' },
});

export const icon = style({ width: '16px', height: '16px', flex: 'none' });
