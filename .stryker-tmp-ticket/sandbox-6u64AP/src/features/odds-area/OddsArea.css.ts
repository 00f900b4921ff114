// @ts-nocheck
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

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

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'baseline',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** "Loading odds…" while the board's chunk or its first lists are on their way. */
export const loading = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const noticeTitle = style({ fontWeight: 700, color: vars.color.danger });

export const noticeRetry = style({
  marginLeft: 'auto',
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.main}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.main,
  fontWeight: 700,
  cursor: 'pointer',
  '@media': { '(pointer: coarse)': { minHeight: '44px', minWidth: '44px' } },
});

/** Wraps the tables without a box of its own. */
export const listState = style({ display: 'contents' });

/** The last good odds of a list whose refresh fails: visible, dimmed, not clickable. */
globalStyle(`${listState} [data-testid="odds-table"][data-stale="true"]`, {
  opacity: 0.45,
  pointerEvents: 'none',
  userSelect: 'none',
  filter: 'grayscale(0.6)',
});
