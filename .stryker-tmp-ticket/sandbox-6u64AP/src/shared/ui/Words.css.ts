// @ts-nocheck
import { style } from '@vanilla-extract/css';

// One unit of a name or sentence: a line never breaks inside it (a line may break before and after
// an inline-block).
export const unit = style({
  display: 'inline-block',
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});

// A unit long enough to be wider than its line ends in an ellipsis instead of being cut. The block
// padding, taken back by the margin, keeps Thai marks above and below the letters out of the clip.
// Only these clip: a clip each on every unit (~110 on a phone's board) made most of the page's
// paint chunks, and the browser re-layered them on every frame a tap drew.
export const longUnit = style([
  unit,
  {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    paddingBlock: '0.25em',
    marginBlock: '-0.25em',
  },
]);
