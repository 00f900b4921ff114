// @ts-nocheck
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.panel,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.header,
  color: vars.color.headerText,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  marginRight: 'auto',
  whiteSpace: 'nowrap',
});

export const connection = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.headerMuted,
  whiteSpace: 'nowrap',
  selectors: {
    '&::before': {
      content: '""',
      width: '8px',
      height: '8px',
      borderRadius: '50%',
      background: vars.color.headerMuted,
    },
    '&[data-connected="true"]::before': { background: '#4ade80' },
  },
});

export const toggle = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: '1px solid rgba(255, 255, 255, 0.35)',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.headerText,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const list = style({ maxHeight: '420px', overflowY: 'auto' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `0 ${vars.space.sm}`,
  padding: `6px ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const username = style({ fontWeight: 600 });

export const name = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' });

export const outcome = styleVariants({
  won: { color: vars.color.success, fontWeight: 700 },
  lost: { color: vars.color.danger, fontWeight: 700 },
});

export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
