// @ts-nocheck
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';
import { MOVE_CHIP } from '@src/shared/board/moveChip';
import { switchLabel as quickBetSwitch } from '../quick-bet/QuickBet.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const segmented = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const segment = style({
  padding: `3px ${vars.space.sm}`,
  border: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
  background: 'transparent',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:first-child': { borderLeft: 'none' },
    '&[aria-pressed="true"]': { background: vars.color.main, color: vars.color.mainText },
  },
});

export const segmentCount = style({
  marginLeft: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  opacity: 0.8,
});

export const select = style({
  padding: `3px ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `3px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const refresh = style([
  button,
  {
    marginLeft: 'auto',
    borderColor: vars.color.main,
    color: vars.color.main,
    fontVariantNumeric: 'tabular-nums',
  },
]);

/** The refresh button and the board's mode in words, pushed to the bar's end together. */
export const refreshArea = style({
  marginLeft: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const boardMode = style({
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.main,
  color: vars.color.mainText,
  fontSize: vars.fontSize.xs,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const modal = style({
  width: '560px',
  maxHeight: '80vh',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.drawer,
  overflow: 'hidden',
});

/** Inside the dialog: the dialog box has no padding, so its own click target stays the backdrop. */
export const modalBox = style({ display: 'flex', flexDirection: 'column', maxHeight: '80vh' });

export const modalHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.header,
  color: vars.color.headerText,
});

globalStyle(`${modalHead} h2`, { flex: 1, fontSize: vars.fontSize.lg });

export const closeButton = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: '20px',
  lineHeight: 1,
});

export const modalTools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const search = style([select, { flex: 1 }]);

export const leagueList = style({
  overflowY: 'auto',
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.xxs,
});

export const checkLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
  cursor: 'pointer',
});

// WCAG 2.2 target size: a checkbox is at least 24x24 CSS px.
globalStyle(`${checkLine} input[type="checkbox"]`, { width: '24px', height: '24px', margin: 0 });

export const leagueName = style({ flex: 1 });

export const leagueEvents = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const modalFoot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const secondaryButton = style([button]);

export const primaryButton = style([
  button,
  {
    background: vars.color.main,
    color: vars.color.mainText,
    borderColor: vars.color.main,
    selectors: { '&:disabled': { opacity: 0.5 } },
  },
]);

/** A switch in the bar ("moving now"): the quick-bet switch's pill, a 44 px target on the phone. */
export const switchLabel = style([
  quickBetSwitch,
  { alignSelf: 'auto', '@media': { '(pointer: coarse)': { minHeight: '44px' } } },
]);

/** The key to the board's move chips, beside "moving now". */
export const movingKey = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const moveChipUp = style({
  ...MOVE_CHIP,
  position: 'static',
  display: 'inline-block',
  color: vars.color.success,
});
export const moveChipDown = style([moveChipUp, { color: vars.color.danger }]);
