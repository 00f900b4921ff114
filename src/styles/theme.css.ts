import { createTheme, createThemeContract } from '@vanilla-extract/css';

// One contract for every colour, space and type size; components never hold raw values.

export const vars = createThemeContract({
  color: {
    main: null,
    mainHover: null,
    mainText: null,
    header: null,
    headerText: null,
    headerMuted: null,
    background: null,
    surface: null,
    surfaceAlt: null,
    border: null,
    text: null,
    textMuted: null,
    success: null,
    danger: null,
    info: null,
    priceUp: null,
    priceDown: null,
    focus: null,
    /** Drawn around the focus ring so it keeps 3:1 on dark surfaces too. */
    focusHalo: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null },
  font: { body: null, mono: null },
  radius: { sm: null, md: null, pill: null },
  shadow: { panel: null, drawer: null },
  size: { desktopWidth: null, menuWidth: null, asideWidth: null, headerHeight: null },
});

const thaiFallback = '"Sarabun", "Noto Sans Thai", "Loma", "Tahoma", sans-serif';

export const lightTheme = createTheme(vars, {
  color: {
    main: '#1d4ed8',
    mainHover: '#1e40af',
    mainText: '#ffffff',
    header: '#0f1e3d',
    headerText: '#f8fafc',
    headerMuted: '#9fb0cf',
    background: '#eef1f6',
    surface: '#ffffff',
    surfaceAlt: '#f5f7fb',
    border: '#d5dbe6',
    text: '#172033',
    textMuted: '#5b667a',
    success: '#15803d',
    danger: '#c81e1e',
    info: '#0369a1',
    priceUp: '#d9f5e1',
    priceDown: '#fde0e0',
    focus: '#1d3fb8',
    focusHalo: '#ffffff',
    overlay: 'rgba(15, 30, 61, 0.45)',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  fontSize: { xs: '11px', sm: '12px', md: '13px', lg: '15px', xl: '18px' },
  font: {
    body: `system-ui, -apple-system, "Segoe UI", Roboto, ${thaiFallback}`,
    mono: `ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace`,
  },
  radius: { sm: '3px', md: '6px', pill: '999px' },
  shadow: {
    panel: '0 1px 2px rgba(15, 30, 61, 0.08)',
    drawer: '-8px 0 24px rgba(15, 30, 61, 0.25)',
  },
  size: { desktopWidth: '1440px', menuWidth: '232px', asideWidth: '300px', headerHeight: '56px' },
});
