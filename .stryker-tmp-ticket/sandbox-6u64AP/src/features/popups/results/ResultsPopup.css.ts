// @ts-nocheck
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';
import { below } from '@src/styles/breakpoints';

export const scroll = style({ overflow: 'auto', flex: 1, minHeight: '240px' });
export const date = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const leagues = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const league = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});
export const leagueHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': { background: vars.color.header, color: vars.color.headerText },
  },
});
export const count = style({ fontWeight: 400, opacity: 0.8 });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
export const th = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [below('sm')]: { padding: `${vars.space.xs} ${vars.space.xxs}` } },
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  // On a phone the five columns share 360 px: tight cells, so team names keep two lines at most.
  '@media': { [below('sm')]: { padding: `${vars.space.xs} ${vars.space.xxs}` } },
});
/** The match: as much of the width as the figures leave. */
export const teams = style({ width: '100%', minWidth: '8em' });
export const center = style({ textAlign: 'center', whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const status = styleVariants({
  done: { color: vars.color.success, fontWeight: 700 },
  running: { color: vars.color.info, fontWeight: 700 },
  cancel: { color: vars.color.danger, fontWeight: 700 },
});
