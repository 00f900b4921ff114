// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

/** The page's offline notice (and the update offer): a bar in the flow, above the header. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.danger}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});

export const barInfo = style([bar, { borderBottomColor: vars.color.info }]);

/**
 * The update offer stays in view while the member scrolls the odds (a deploy may come at any time);
 * on a phone it stays in the flow, where a sticky bar would take a sixth of the screen.
 */
export const updateBar = style([
  barInfo,
  { '@media': { '(min-width: 768px)': { position: 'sticky', top: 0, zIndex: 20 } } },
]);

export const barButton = style({
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const barNote = style({ fontWeight: 400, color: vars.color.textMuted });

/** The odds while offline: the last ones received, visible, dimmed and not clickable. */
export const staleOdds = style({
  opacity: 0.45,
  filter: 'grayscale(0.6)',
  pointerEvents: 'none',
  userSelect: 'none',
});

export const oddsNotice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
