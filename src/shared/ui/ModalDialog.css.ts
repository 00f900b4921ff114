import { style } from '@vanilla-extract/css';

export const dialog = style({
  padding: 0,
  border: 'none',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'calc(100dvh - 16px)',
  overflow: 'auto',
  selectors: {
    '&::backdrop': { background: 'rgba(15, 23, 42, 0.55)' },
  },
});
