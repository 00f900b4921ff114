import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  position: 'fixed',
  left: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 2000,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(560px, calc(100vw - 16px))',
  maxHeight: '45vh',
  background: '#0b1220',
  color: '#d6e2ff',
  border: '1px solid #2a3a5c',
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 28px rgba(0, 0, 0, 0.4)',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: '1px solid #2a3a5c',
});

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: 700, marginRight: 'auto' });

export const hint = style({ color: '#8193b8' });

export const button = style({
  padding: `1px ${vars.space.sm}`,
  border: '1px solid #2a3a5c',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
});

export const body = style({ display: 'grid', gridTemplateRows: 'auto 1fr', overflow: 'hidden' });

export const section = style({ padding: `${vars.space.xs} ${vars.space.sm}`, overflowY: 'auto' });

export const sectionTitle = style({
  margin: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: '#8193b8',
  textTransform: 'uppercase',
});

export const actor = style({ padding: '2px 0', borderBottom: '1px dotted #2a3a5c' });

export const actorName = style({ color: '#7dd3fc', fontWeight: 700 });

export const stateValue = style({ color: '#fcd34d' });

export const context = style({ color: '#a5b4cf', wordBreak: 'break-all' });

export const event = style({
  display: 'grid',
  gridTemplateColumns: '84px 110px 1fr',
  gap: vars.space.xs,
});

export const eventType = style({ color: '#86efac', wordBreak: 'break-all' });
