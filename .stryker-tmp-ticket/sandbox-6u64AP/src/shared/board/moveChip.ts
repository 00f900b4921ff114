// @ts-nocheck
import { vars } from '@src/styles/theme.css';

/**
 * A price's move chip ("▲2" green, "▼1" red), as the board's cells draw it and the key beside
 * "moving now" shows it: 10 px on its own background, so a grid line or a picked price never hides
 * it. Absolutely placed by the board (its cell is the box); the key draws it inline.
 */
export const MOVE_CHIP = {
  position: 'absolute',
  right: '1px',
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: '10px',
  fontWeight: 700,
  lineHeight: '11px',
  letterSpacing: 0,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
} as const;
