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

export const noticeTitle = style({ fontWeight: 700, color: vars.color.danger });

/** The last good odds while the refresh fails: visible, dimmed, not clickable. */
export const stale = style({ opacity: 0.45, pointerEvents: 'none', userSelect: 'none', filter: 'grayscale(0.6)' });

/** While the lists are fine the wrapper adds no box of its own. */
export const passThrough = style({ display: 'contents' });
