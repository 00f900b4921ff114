// @ts-nocheck
import { globalStyle } from '@vanilla-extract/css';
import { bootColors, vars } from './theme.css';
import { below } from './breakpoints';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.4,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select', { font: 'inherit', color: 'inherit' });

// Fields without a background of their own sit on the surface colour in either theme (the
// browser's dark-scheme grey is too close to the muted text).
globalStyle('input, select, textarea', { backgroundColor: vars.color.surface });

globalStyle('button', { cursor: 'pointer' });

globalStyle('button:disabled', { cursor: 'default' });

// Keyboard users always see where they are; mouse clicks do not leave rings behind.
// The ring (#1d3fb8, 8.6:1 on white) sits on a white halo, so it keeps 3:1 against dark surfaces
// (header, active price) as well as light ones.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.focusHalo}`,
});

globalStyle('h1, h2, h3, p, ul, ol', { margin: 0 });

globalStyle('ul, ol', { padding: 0, listStyle: 'none' });

// index.html's header bar, shown until the app's first render replaces it. The theme's variables
// are not set yet (the theme class comes with the code): the colours of the theme the boot script
// named on <html> (data-theme), the light one when it has not run.
globalStyle('.boot-header', {
  display: 'flex',
  alignItems: 'center',
  height: '56px',
  padding: '0 16px',
  background: bootColors.light.header,
  color: bootColors.light.headerText,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontSize: '18px',
  fontWeight: 800,
  letterSpacing: '0.02em',
  // The mobile bar: 52 px high, a smaller brand (src/app/Shell.css.ts).
  '@media': { [below('md')]: { height: '52px', padding: '0 12px', fontSize: '15px' } },
});

// A dark-theme member's page is dark from the first paint, not white until the app has run.
globalStyle('html[data-theme="dark"]', {
  background: bootColors.dark.background,
  colorScheme: 'dark',
});
globalStyle('html[data-theme="dark"] .boot-header', {
  background: bootColors.dark.header,
  color: bootColors.dark.headerText,
});

// The boot shell's banner slot: where the mobile layout's carousel will be (below the header and the
// announcement bar), the carousel's size (686 x 200, scaled down to the width).
globalStyle('.boot-banner', {
  width: 'min(686px, 100%)',
  aspectRatio: '686 / 200',
  margin: '52px auto 0',
  overflow: 'hidden',
});
globalStyle('.boot-banner[hidden]', { display: 'none' });
globalStyle('.boot-banner > img', {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
