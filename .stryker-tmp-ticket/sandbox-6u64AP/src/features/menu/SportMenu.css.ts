// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const group = style({ display: 'flex', flexDirection: 'column' });

export const groupTitle = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

/** A collapsible group's heading (the drawer): no box of its own, its button is the target. */
export const groupHeading = style({ margin: 0, fontSize: 'inherit' });

export const groupToggle = style([
  groupTitle,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    minHeight: '44px',
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    textAlign: 'left',
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: `6px ${vars.space.sm}`,
  border: 'none',
  borderLeft: '3px solid transparent',
  background: 'transparent',
  textAlign: 'left',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="true"]': {
      borderLeftColor: vars.color.main,
      background: vars.color.surfaceAlt,
      fontWeight: 700,
      color: vars.color.main,
    },
  },
});

export const count = style({
  minWidth: '28px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const status = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const retry = style({
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const betType = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  margin: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.main}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const betTypeOption = style({
  padding: `6px ${vars.space.sm}`,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.main,
  fontWeight: 600,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.main, color: vars.color.mainText },
  },
});
