// @ts-nocheck
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { stakeInput } from '../features/ticket/Ticket.css';
import { placeholder as announcementPlaceholder } from '../features/announcement-bar/AnnouncementBar.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-40px',
  zIndex: 1000,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.main,
  color: vars.color.mainText,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

// Desktop: fixed 1440 px, centred.
export const desktop = style({
  width: vars.size.desktopWidth,
  margin: '0 auto',
  minHeight: '100vh',
  background: vars.color.background,
});

export const desktopBody = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.menuWidth} minmax(0, 1fr) ${vars.size.asideWidth}`,
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: {
    '&[data-menu-collapsed="true"]': {
      gridTemplateColumns: `40px minmax(0, 1fr) ${vars.size.asideWidth}`,
    },
  },
});

export const menu = style({
  position: 'sticky',
  top: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.panel,
  overflow: 'hidden',
});

export const menuHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm} 0`,
});

export const collapse = style({
  width: '24px',
  height: '24px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  lineHeight: 1,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.panel,
  overflow: 'hidden',
});

export const aside = style({
  position: 'sticky',
  top: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// Mobile: full width.
export const mobile = style({
  width: '100%',
  minHeight: '100vh',
  background: vars.color.background,
  // Safe areas of notched phones; nothing may scroll sideways from 320 to 430 px.
  paddingLeft: 'env(safe-area-inset-left, 0px)',
  paddingRight: 'env(safe-area-inset-right, 0px)',
  overflowX: 'clip',
});

// Touch: every button, tab and link of the mobile layout is at least 44x44 CSS px. Tabs keep their
// automatic minimum width (a 44 px one would let the scrolling tab strip squeeze them).
globalStyle(
  `${mobile} :is(button, [role="tab"], [role="button"], select, a[href], input:not([type="radio"], [type="checkbox"]))`,
  {
    minHeight: '44px',
  },
);
globalStyle(`${mobile} :is(button, [role="button"], select, a[href]):not([role="tab"])`, {
  minWidth: '44px',
});
// The stake's clear button grows to 44 px with the rule above: the typed stake stays clear of it.
globalStyle(`${mobile} ${stakeInput}`, { paddingRight: '56px' });
// The announcement bar's room while it loads is as tall as the 44 px bar.
globalStyle(`${mobile} ${announcementPlaceholder}`, { minHeight: '44px' });

export const mobileBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '52px',
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  background: vars.color.header,
  color: vars.color.headerText,
  '@media': {
    'screen and (max-width: 374.98px)': { gap: vars.space.xxs, padding: `0 ${vars.space.xs}` },
  },
});

export const mobileBrand = style({
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  marginRight: 'auto',
  // One line at 360 and 390 px: a size smaller on a phone under 400 px. It may still wrap
  // (320 px, a member's own wider text spacing) but is never cut (WCAG 1.4.12).
  minWidth: 0,
  '@media': { 'screen and (max-width: 399.98px)': { fontSize: vars.fontSize.md } },
});

export const drawerToggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.headerText,
});

export const mobileMain = style({
  display: 'flex',
  flexDirection: 'column',
  // At least the first screen below the bar: the member's and others' bets start below the fold,
  // so the odds arriving after them do not push them down under the member's eyes.
  minHeight: 'calc(100dvh - 52px)',
  background: vars.color.surface,
});

export const mobileAside = style({
  padding: vars.space.sm,
  // Below the whole board on a phone: while it is out of sight the browser skips laying out and
  // painting it, so another member's bet arriving in the feed costs no frame between the member's
  // taps. Its last size is kept for the page's height.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 640px',
});

export const drawerMember = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md}`,
});

export const drawerMemberLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const drawerUsername = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const drawerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
});
