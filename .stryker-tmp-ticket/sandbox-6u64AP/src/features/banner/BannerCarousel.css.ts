// @ts-nocheck
import { style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';

// Banners are drawn at 686 x 200, narrower screens scale them down.
export const root = style({
  width: 'min(686px, 100%)',
  aspectRatio: '686 / 200',
  margin: `${vars.space.sm} auto`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
});
export const track = style({ height: '100%' });
// A slide keeps the track's width before keen-slider sizes it (it is made after the first paint).
export const slide = style({ display: 'block', flex: '0 0 100%', width: '100%', height: '100%' });
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
