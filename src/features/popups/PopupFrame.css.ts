import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

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
