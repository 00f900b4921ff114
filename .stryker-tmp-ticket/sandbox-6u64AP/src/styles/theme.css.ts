// @ts-nocheck
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
    /** Tournament bars of the odds tables. */
    tableHead: null,
    /** Strong headings on surfaces (tournament names, the session screens' title). */
    headingText: null,
    /** Background and edge of a live match row or box. */
    liveRow: null,
    liveBox: null,
    liveBorder: null,
    /** A price under the pointer. */
    priceHover: null,
    /** The ticket's highlighted line (the handicap point) and its text. */
    highlight: null,
    highlightText: null,
    /** A starred favourite. */
    star: null,
    /** The bar of the live table, under headerText. */
    live: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null },
  font: { body: null, mono: null },
  radius: { sm: null, md: null, pill: null },
  shadow: { panel: null, drawer: null },
  size: { desktopWidth: null, menuWidth: null, asideWidth: null, headerHeight: null },
});

// The Thai faces the platforms have (Android: Noto Sans Thai; Linux: Noto or TLWG's Loma; Windows:
// Tahoma). Right after system-ui, which every browser the app supports knows and which draws the
// Latin text: the names before it in the old order (-apple-system, Segoe UI, Roboto) were only ever
// tried for the Thai letters system-ui lacks, each a miss (a synchronous font lookup in Chromium,
// ~1 ms each, three per weight, in a phone's boot trace) before a Thai face was found.
const thaiFallback = '"Sarabun", "Noto Sans Thai", "Loma", "Tahoma"';

// Space, type, radius and sizes are the same in both themes; only colours (and shadows) change.
const shared = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  fontSize: { xs: '11px', sm: '12px', md: '13px', lg: '15px', xl: '18px' },
  font: {
    body: `system-ui, ${thaiFallback}, -apple-system, "Segoe UI", Roboto, sans-serif`,
    mono: `ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace`,
  },
  radius: { sm: '3px', md: '6px', pill: '999px' },
  size: { desktopWidth: '1440px', menuWidth: '232px', asideWidth: '300px', headerHeight: '56px' },
};

const light = {
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
    tableHead: '#dbe4f3',
    headingText: '#0f1e3d',
    liveRow: '#fff8f0',
    liveBox: '#fffaf5',
    liveBorder: '#f3c7a0',
    priceHover: '#fef3c7',
    highlight: '#fff4d6',
    highlightText: '#8a5a00',
    star: '#9a6700',
    live: '#c81e1e',
  },
  ...shared,
  shadow: {
    panel: '0 1px 2px rgba(15, 30, 61, 0.08)',
    drawer: '-8px 0 24px rgba(15, 30, 61, 0.25)',
  },
};
export const lightTheme = createTheme(vars, light);

/**
 * The dark theme on the same contract. Text keeps 4.5:1 on every surface it sits on; the brand and
 * state colours are lighter than in the light theme, so the text drawn on them (mainText) is dark.
 */
const dark = {
  color: {
    main: '#6ea8ff',
    mainHover: '#93bfff',
    mainText: '#0b1220',
    header: '#050a14',
    headerText: '#f1f5f9',
    headerMuted: '#a5b4cf',
    background: '#0b1220',
    surface: '#141d2f',
    surfaceAlt: '#1a2439',
    border: '#34425e',
    text: '#e6ebf5',
    textMuted: '#a9b4c8',
    success: '#4ade80',
    danger: '#fb8a8a',
    info: '#5cc8f5',
    priceUp: '#12371f',
    priceDown: '#3d1519',
    focus: '#ffd166',
    focusHalo: '#0b1220',
    overlay: 'rgba(0, 0, 0, 0.6)',
    tableHead: '#1f2b44',
    headingText: '#f1f5f9',
    liveRow: '#251a10',
    liveBox: '#231810',
    liveBorder: '#7c4a1e',
    priceHover: '#3a3212',
    highlight: '#3a2f10',
    highlightText: '#fcd34d',
    star: '#fbbf24',
    live: '#b42318',
  },
  ...shared,
  shadow: {
    panel: '0 1px 2px rgba(0, 0, 0, 0.5)',
    drawer: '-8px 0 24px rgba(0, 0, 0, 0.6)',
  },
};
export const darkTheme = createTheme(vars, dark);

/**
 * The few colours index.html's boot shell needs before the app's code sets the theme class: the
 * boot script names the theme on <html> (`data-theme`) before the first paint (src/styles/global.css.ts).
 */
export const bootColors = {
  light: {
    background: light.color.background,
    header: light.color.header,
    headerText: light.color.headerText,
  },
  dark: {
    background: dark.color.background,
    header: dark.color.header,
    headerText: dark.color.headerText,
  },
} as const;

/** The breakpoint scale belongs to the theme; its home and its media queries are breakpoints.ts. */
export { BREAKPOINTS } from './breakpoints';
