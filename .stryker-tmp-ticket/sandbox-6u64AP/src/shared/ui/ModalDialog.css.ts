// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

export const dialog = style({
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100dvh - 16px)',
  overflow: 'auto',
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
  },
});

/** The in-page dialog's backdrop: transparent (nothing to repaint), under the box's z-index. */
export const pageBackdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 999,
});

/** A dimmed in-page backdrop (the phone's sheets): one fixed layer, the page behind untouched. */
export const pageBackdropDim = style({
  background: vars.color.overlay,
});
