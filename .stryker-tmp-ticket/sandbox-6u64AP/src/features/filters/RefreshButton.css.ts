// @ts-nocheck
import { style } from '@vanilla-extract/css';

/**
 * The countdown's figure in the refresh button: a box of its own size (as many digit
 * widths as the figure has digits, one line high) with CSS containment, so the tick every second
 * lays out and paints that box alone. As the button's text, the tick laid out the whole document
 * (the toolbar wraps, and the button sized itself to its label) on a phone's main thread every
 * second: time a tap waited behind.
 */
export const countdownFigure = style({
  display: 'inline-block',
  height: '1lh',
  // Size containment leaves the box no baseline: aligned to the line's top, its one line of text
  // sits where the label's does.
  verticalAlign: 'top',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  contain: 'strict',
});
