// @ts-nocheck
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.panel,
  overflow: 'hidden',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.header,
  color: vars.color.headerText,
});

export const title = style({ fontWeight: 700, marginRight: 'auto' });

export const count = style({
  minWidth: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.main,
  color: vars.color.mainText,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
export const openQuick = style({
  marginLeft: 'auto',
  border: `1px solid ${vars.color.headerMuted}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.headerText,
  fontSize: vars.fontSize.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  cursor: 'pointer',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const empty = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  padding: vars.space.md,
});

export const pick = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  paddingRight: '28px',
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    // A closed pick: marked by its border and its words, its price struck through.
    '&[data-closed="true"]': { borderColor: vars.color.danger, borderStyle: 'dashed' },
  },
});
globalStyle(`${pick}[data-closed="true"] [data-testid="ticket-price-new"]`, {
  textDecoration: 'line-through',
});

/** The words that say a pick's market has closed. */
export const closedNote = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const league = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const teams = style({ fontWeight: 600 });
export const choiceLine = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const choice = style({ color: vars.color.main, fontWeight: 700 });
export const point = style({ fontWeight: 600 });
export const score = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });

export const price = style({
  marginLeft: 'auto',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const negative = style({ color: vars.color.danger });
export const oldPrice = style({
  textDecoration: 'line-through',
  color: vars.color.textMuted,
  fontWeight: 400,
});
export const arrow = styleVariants({
  up: { color: vars.color.success, fontWeight: 700 },
  down: { color: vars.color.danger, fontWeight: 700 },
});

export const remove = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  width: '20px',
  height: '20px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.border, color: vars.color.text },
});

export const banner = styleVariants({
  price: {
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.priceDown,
    color: vars.color.danger,
    fontWeight: 700,
    textAlign: 'center',
  },
  point: {
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.highlight,
    color: vars.color.highlightText,
    fontWeight: 700,
    textAlign: 'center',
  },
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
export const figureLabel = style({ color: vars.color.textMuted });
export const figureValue = style({
  textAlign: 'right',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

export const stakeRow = style({ position: 'relative', display: 'flex' });
export const stakeInput = style({
  width: '100%',
  padding: `${vars.space.sm} 28px ${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.lg,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  ':focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});
export const stakeClear = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  width: '24px',
  height: '24px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  color: vars.color.text,
  cursor: 'pointer',
});

export const quickButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
});
export const quickButton = style({
  padding: `${vars.space.xs} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.main, color: vars.color.main },
  ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

export const placeBet = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: vars.color.mainText,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  ':disabled': { background: vars.color.textMuted, cursor: 'not-allowed' },
  selectors: { '&[aria-busy="true"]': { background: vars.color.info } },
});

export const secondary = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
});

export const failure = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const setting = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const select = style({
  flex: 1,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});

export const alerts = style({
  position: 'fixed',
  top: '72px',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, calc(100vw - 24px))',
});

export const alertBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.drawer,
  color: vars.color.mainText,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.success },
    '&[data-tone="error"]': { background: vars.color.danger },
    '&[data-tone="info"]': { background: vars.color.info },
  },
});
export const alertText = style({ flex: 1 });
export const alertClose = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
});
