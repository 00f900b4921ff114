// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const tablist = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: {
    // More tabs to the right: the edge fades, so the row reads as one that scrolls.
    '&[data-more="true"]': {
      maskImage: 'linear-gradient(to right, #000 calc(100% - 40px), transparent)',
    },
  },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.main, borderBottomColor: vars.color.main },
  },
});

export const count = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${tab}[aria-selected="true"] &`]: { background: vars.color.main, color: vars.color.mainText },
  },
});
