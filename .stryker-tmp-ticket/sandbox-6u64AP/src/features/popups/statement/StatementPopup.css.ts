// @ts-nocheck
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';
import type { StatusTone } from './ticketStatus';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const tabs = style({ display: 'flex', gap: vars.space.xs });

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.main, borderBottomColor: vars.color.main },
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

export const scroll = style({ overflow: 'auto', flex: 1 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

const cellBase = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  // A 360 px phone fits the date, stake, win/loss and the 44 px › of a row only with narrower
  // gutters: at 12 px a side the last column's button was cut at the screen's edge.
  '@media': { '(max-width: 400px)': { paddingLeft: vars.space.sm, paddingRight: vars.space.sm } },
} as const;

export const th = style({
  ...cellBase,
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const td = style(cellBase);
export const numeric = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const time = style({
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const ticketId = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const choices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const league = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const teams = style({ display: 'block', fontWeight: 600 });
export const choiceLine = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  flexWrap: 'wrap',
});
export const betChoice = style({ color: vars.color.main, fontWeight: 700 });
export const point = style({ fontWeight: 600 });
export const price = style({ fontWeight: 700 });
export const score = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const parlay = style({ fontWeight: 700, fontSize: vars.fontSize.sm });

export const status = styleVariants({
  success: { color: vars.color.success, fontWeight: 700 },
  danger: { color: vars.color.danger, fontWeight: 700 },
  info: { color: vars.color.info, fontWeight: 700 },
  main: { color: vars.color.main, fontWeight: 700 },
  plain: { fontWeight: 700 },
} satisfies Record<StatusTone, object>);

export const footer = style({ background: vars.color.surfaceAlt, fontWeight: 700 });

export const message = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  margin: 0,
});

export const pageButton = style({
  minWidth: '32px',
  height: '30px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.mainText,
    },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const ellipsis = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });

export const negative = style({ color: vars.color.danger });

export const crumb = style({
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.main,
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const crumbBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 700,
});

export const detailButton = style({
  width: '30px',
  height: '28px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.main,
  cursor: 'pointer',
});

export const range = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const cardToggle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  marginBottom: vars.space.xs,
});

/** Mobile: each ticket is a card; values carry their column name instead of a table head. */
export const cardTable = style({ display: 'block' });
globalStyle(`${cardTable} thead`, { display: 'none' });
globalStyle(`${cardTable} tbody, ${cardTable} tfoot`, { display: 'block' });
globalStyle(`${cardTable} tr`, {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} 0`,
});
globalStyle(`${cardTable} td, ${cardTable} th`, {
  display: 'block',
  border: 0,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  textAlign: 'left',
});
globalStyle(`${cardTable} td:nth-child(2)`, { gridColumn: '1 / -1' });
globalStyle(`${cardTable} td[data-label]::before`, {
  content: 'attr(data-label)',
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
});
