// @ts-nocheck
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';
import { bullfightFontStack } from '@src/styles/bullfightFont.css';

// Phone sizes: every target at least 44x44 CSS px, nothing wider than the viewport (320-430 px).
const TOUCH = '44px';

export const board = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const toolButton = style({
  minHeight: TOUCH,
  minWidth: TOUCH,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
});

/** The board's mode in words, beside the refresh button. */
export const boardMode = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const search = style({
  flex: '1 1 100%',
  maxWidth: 'none',
  minHeight: TOUCH,
  fontSize: '16px',
});

export const viewport = style({ position: 'relative', width: '100%' });
export const absolute = style({ position: 'absolute', left: 0, width: '100%', top: 0 });

export const tableTitle = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  background: vars.color.header,
  color: vars.color.headerText,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  borderRadius: vars.radius.md,
});
export const tableTitleLive = style({ background: vars.color.live });

export const noData = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const groupHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const iconButton = style({
  flex: 'none',
  width: TOUCH,
  height: TOUCH,
  border: 'none',
  background: 'transparent',
  color: vars.color.main,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
});

export const boxToggle = style({
  flex: 1,
  minWidth: 0,
  minHeight: TOUCH,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  cursor: 'pointer',
  padding: `0 ${vars.space.xs}`,
});

/** Team and tournament names wrap rather than lose their end (WCAG 1.4.12: text spacing hides nothing). */
// Names wrap between their words only (Words), never inside one.
export const wrap = style({ minWidth: 0 });
export const liveTag = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const match = style({
  marginTop: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const matchLive = style({
  borderColor: vars.color.liveBorder,
  background: vars.color.liveBox,
});

export const matchHead = style({ display: 'flex', alignItems: 'stretch', minWidth: 0 });
export const clock = style({ flex: 'none', width: '64px', display: 'flex', alignItems: 'center' });
globalStyle(`${clock} > *`, { width: '100%', height: '100%' });

export const teams = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 2,
});
export const team = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const favouriteTeam = style({ color: vars.color.danger });
export const bullfight = style({ fontFamily: bullfightFontStack, letterSpacing: '0.02em' });
export const score = style({
  marginLeft: 'auto',
  color: vars.color.danger,
  fontWeight: 700,
  paddingRight: vars.space.xs,
});
export const redCard = style({
  display: 'inline-block',
  width: '8px',
  height: '11px',
  background: vars.color.danger,
  borderRadius: '1px',
  flex: 'none',
});

export const caption = style({
  display: 'grid',
  alignItems: 'center',
  minHeight: '28px',
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textAlign: 'center',
  borderTop: `1px solid ${vars.color.border}`,
});

export const lineRow = style({
  display: 'grid',
  alignItems: 'stretch',
  borderTop: `1px solid ${vars.color.border}`,
});

export const rowLabel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.textMuted,
});

export const priceCell = style({
  // The box a price's moves chip sits in (OddsTable.css.ts price).
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'center',
  minWidth: 0,
  minHeight: '46px',
  borderLeft: `1px solid ${vars.color.border}`,
});
export const line = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
  lineHeight: 1.1,
  // A quarter line ("0.5-1") is one value: never "0.5-" over "1".
  whiteSpace: 'nowrap',
});
// The shared price button fills its cell on a phone: at least 44x44.
globalStyle(`${priceCell} button`, { width: '100%', minHeight: TOUCH, fontSize: vars.fontSize.md });
globalStyle(`${priceCell} > span`, { textAlign: 'center' });
// A phone's cell has its line ("0.5-1") along the top: the move chips sit side by side in the
// foot's corner, below the price's digits, and the price keeps the whole cell.
globalStyle(`${priceCell} [data-moves]`, { marginRight: 0 });
globalStyle(`${priceCell} [data-up]::before`, { top: 'auto', bottom: '1px' });
globalStyle(`${priceCell} [data-up][data-down]::before`, { right: '20px' });

const fabSize = '56px';

export const fabIcon = style({ flex: 'none', display: 'block' });

export const fab = style({
  position: 'fixed',
  right: `calc(${vars.space.lg} + env(safe-area-inset-right, 0px))`,
  bottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 20,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: fabSize,
  height: fabSize,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.main,
  color: vars.color.mainText,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  boxShadow: vars.shadow.drawer,
  cursor: 'pointer',
});

// Room at the page's end for the floating ticket button while it shows:
// scrolled to the end, the last match box's prices and the panels under the board sit above the
// button, not under it.
globalStyle(`body:has(${fab})`, {
  paddingBottom: `calc(${fabSize} + 2 * ${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
});

// In the page (ModalDialog `inPage`), not the browser's top layer: a tap on a price opens the
// ticket without restyling the whole board behind, so the sheet places itself.
export const sheet = style({
  position: 'fixed',
  inset: 'auto 0 0 0',
  zIndex: 1000,
  margin: 0,
  width: '100%',
  maxWidth: '100vw',
  maxHeight: '90dvh',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  display: 'flex',
  flexDirection: 'column',
});

export const sheetHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `0 0 0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 700,
});

export const sheetBody = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
});

export const sheetActions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  padding: vars.space.md,
});
