import { style } from '@vanilla-extract/css';

// One unit of a name or sentence: a line never breaks inside it (a line may break before and after
// an inline-block); one longer than its line ends in an ellipsis instead of being cut. The block
// padding, taken back by the margin, keeps Thai marks above and below the letters out of the clip.
export const unit = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
  paddingBlock: '0.25em',
  marginBlock: '-0.25em',
});
