// @ts-nocheck
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@src/styles/theme.css';
import { MOVE_CHIP } from '@src/shared/board/moveChip';
import type { Layout } from '@workers/odds/core/view';
import { bullfightFontStack } from '@src/styles/bullfightFont.css';

// The odds tables are CSS grids, one per event, sharing each layout's column template with the
// table's column header, so a virtualised list of separate rows still lines up as one table.

const clockWidth = '64px';
const priceWidth = '52px';
const lineWidth = '48px';

export const gridColumns: Record<Layout, string> = {
  'f-line': `${clockWidth} minmax(180px, 1fr) repeat(2, ${lineWidth} ${priceWidth} ${priceWidth})`,
  'h-line': `${clockWidth} minmax(160px, 1fr) repeat(2, ${lineWidth} ${priceWidth} ${priceWidth}) repeat(3, ${priceWidth})`,
  's-line': `${clockWidth} minmax(140px, 1fr) repeat(4, 40px 46px 46px) 40px`,
  // full time: handicap, over/under, 1x2, odd/even; half time: handicap, over/under, 1x2
  'd-line': `${clockWidth} minmax(140px, 1fr) 88px 88px 58px 52px 88px 88px 58px`,
  muay: `${clockWidth} minmax(180px, 1fr) repeat(2, ${lineWidth} ${priceWidth} ${priceWidth}) repeat(2, ${priceWidth})`,
};

export const fontScale = styleVariants({
  '-a': { fontSize: vars.fontSize.xs },
  a: { fontSize: vars.fontSize.sm },
  '+a': { fontSize: vars.fontSize.md },
});

export const viewport = style({ position: 'relative', width: '100%' });

export const table = style({
  position: 'absolute',
  left: 0,
  width: '100%',
});

export const tableHead = style({ display: 'flex', flexDirection: 'column' });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.header,
  color: vars.color.headerText,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
});

export const titleLive = style({
  background: vars.color.live,
});

export const columns = style({
  display: 'grid',
  alignItems: 'stretch',
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const columnCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xxs} 0`,
  borderLeft: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const columnGroup = style([columnCell, { borderBottom: `1px solid ${vars.color.border}` }]);

export const group = style({ position: 'absolute', left: 0, width: '100%' });

export const groupHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '28px',
  padding: `0 ${vars.space.sm}`,
  background: vars.color.tableHead,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  color: vars.color.headingText,
});

export const groupName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '22px',
  height: '22px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '14px',
  lineHeight: 1,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-pressed="true"]': { color: vars.color.star },
  },
});

export const liveIcon = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.mainText,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const eventItem = style({ position: 'absolute', left: 0, width: '100%' });

export const eventRow = style({
  display: 'grid',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const eventRowLive = style({ background: vars.color.liveRow });

export const layoutColumns = styleVariants(gridColumns, (columnsTemplate) => ({
  gridTemplateColumns: columnsTemplate,
}));

export const cell = style({
  // The box a price's moves chip sits in (price, below).
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '26px',
  padding: `0 ${vars.space.xxs}`,
  borderLeft: `1px solid ${vars.color.border}`,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

// A cell whose price carries move chips gives its gutters to them: a 48 px column fits "-0.41"
// and "▲2" side by side only without them.
globalStyle(`${cell}:has(> [data-moves])`, { paddingLeft: 0, paddingRight: 0 });

export const lineCell = style([
  cell,
  // A quarter line ("0.5-1") is one value: never wrapped.
  { color: vars.color.textMuted, fontWeight: 600, whiteSpace: 'nowrap' },
]);

export const splitCell = style([
  cell,
  { justifyContent: 'space-between', padding: `0 ${vars.space.xs}` },
]);

export const rowSeparator = style({ borderTop: `1px dashed ${vars.color.border}` });

export const clockCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.25,
  textAlign: 'center',
});

export const clockRunning = style({ color: vars.color.danger, fontWeight: 700 });
export const clockHalfTime = style({ color: vars.color.info, fontWeight: 700 });
export const clockKickoff = style({ color: vars.color.text });

export const matchCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderLeft: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const teams = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const team = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const teamName = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const favouriteTeam = style({ color: vars.color.danger, fontWeight: 700 });

export const bullfightFont = style({
  fontFamily: bullfightFontStack,
  letterSpacing: '0.02em',
});

export const score = style({ fontWeight: 700, color: vars.color.danger, whiteSpace: 'nowrap' });

export const redCard = style({
  display: 'inline-block',
  width: '8px',
  height: '11px',
  borderRadius: '1px',
  background: '#e11d2a',
  flex: 'none',
});

// The rise/fall background shows only while the countdown is above zero. The rule
// sits on the rise and fall classes, not on every price: when the board's zero attribute flips, the
// browser restyles the elements its rightmost class names (as a rule of the price's own
// class it restyled all ~130 prices of a phone's screen twice a refresh; now the few that moved).
const HIDDEN_AT_ZERO = {
  selectors: {
    '[data-countdown-zero="true"] &:not([data-active="true"])': { background: 'transparent' },
  },
};

export const price = recipe({
  base: {
    display: 'inline-block',
    minWidth: '40px',
    padding: `1px ${vars.space.xxs}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    // A tapped price answers by itself in the tap's frame (pressed, below): the browser's grey tap
    // highlight over it was one more layer painted and layerized inside the tap (INP).
    WebkitTapHighlightColor: 'transparent',
    // No transition: each would fire transitionrun/start/end events up to React's root for every
    // moved price on every refresh (seen in performance traces); the background changes at once.
    '@media': {
      '(hover: hover)': {
        selectors: {
          '&:hover:not([data-active="true"])': { background: vars.color.priceHover },
        },
      },
    },
    selectors: {
      // A price that moved more than once lately carries its moves in its cell's right edge: "▲2"
      // in green at the top, "▼1" in red at the foot, 10 px on chips of their own background (so
      // a picked price or a grid line never hides them). The cell is the positioned box: the chips
      // never leave it. The price steps left to make room for them.
      '&[data-moves]': { marginRight: '14px', minWidth: 0, paddingLeft: 0, paddingRight: 0 },
      '&[data-up]::before': {
        ...MOVE_CHIP,
        content: 'attr(data-up)',
        top: '1px',
        color: vars.color.success,
      },
      '&[data-down]::after': {
        ...MOVE_CHIP,
        content: 'attr(data-down)',
        bottom: '1px',
        color: vars.color.danger,
      },
      // The price just clicked, its pick being checked: ringed in the pick's colour at once (the
      // active background follows with the ticket's answer).
      '&[data-pressed]': {
        boxShadow: `inset 0 0 0 2px ${vars.color.main}`,
      },
    },
  },
  variants: {
    tone: { normal: {}, negative: { color: vars.color.danger } },
    change: {
      idle: {},
      up: { background: vars.color.priceUp, ...HIDDEN_AT_ZERO },
      down: { background: vars.color.priceDown, ...HIDDEN_AT_ZERO },
    },
    // A pick shows at once: no fade through colours too pale for its white text (4.5:1).
    active: {
      true: { background: vars.color.main, color: vars.color.mainText, transition: 'none' },
      false: {},
    },
  },
  defaultVariants: { tone: 'normal', change: 'idle', active: false },
});

export const emptyPrice = style({ color: vars.color.textMuted });

export const moreButton = style({
  padding: `1px ${vars.space.xs}`,
  border: `1px solid ${vars.color.main}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.main,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  selectors: {
    '&[aria-expanded="true"]': { background: vars.color.main, color: vars.color.mainText },
  },
});

export const panel = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceAlt,
  borderTop: `1px solid ${vars.color.border}`,
});

export const panelGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
});

export const panelTitle = style({
  gridColumn: '1 / -1',
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const noData = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${eventRow} > :first-child`, { borderLeft: 'none' });
globalStyle(`${columns} > :first-child`, { borderLeft: 'none' });
