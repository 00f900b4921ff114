// @ts-nocheck
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const size = styleVariants({
  wide: { width: 'min(1040px, calc(100vw - 16px))' },
  medium: { width: 'min(760px, calc(100vw - 16px))' },
  small: { width: 'min(440px, calc(100vw - 16px))' },
});

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100vh - 32px)',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.header,
  color: vars.color.headerText,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  marginRight: 'auto',
});

/** A spaced part of a title: one line (Thai words are not split). */
export const word = style({ whiteSpace: 'nowrap' });

export const close = style({
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: '22px',
  lineHeight: 1,
  cursor: 'pointer',
  ':hover': { background: 'rgba(255, 255, 255, 0.12)' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  overflow: 'auto',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const select = style({
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
});

export const message = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const retry = style({
  marginLeft: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.main}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.main,
  cursor: 'pointer',
});

/** A popup's list of things to choose (favorite tournaments, leagues to jump to). */
export const choiceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
/** One choice of such a list: a full-width row button, its name at the start, a count at the end. */
export const choice = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
});
/** A count in a pill (events of a league, favorites of a sport). */
export const countPill = style({
  flex: 'none',
  minWidth: '24px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.main,
  color: vars.color.mainText,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
