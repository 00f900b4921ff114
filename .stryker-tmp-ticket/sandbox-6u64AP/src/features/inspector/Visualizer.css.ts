// @ts-nocheck
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@src/styles/theme.css';
import { below } from '@src/styles/breakpoints';

const line = '1px solid #2a3a5c';

/** The docked panel's height; the page gets as much room below its end so nothing stays under it. */
export const PANEL_HEIGHT = 'min(62vh, 640px)';
export const PANEL_ROOM = `calc(${PANEL_HEIGHT} + 16px)`;

export const panel = style({
  position: 'fixed',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 2000,
  display: 'flex',
  flexDirection: 'column',
  height: PANEL_HEIGHT,
  background: '#0b1220',
  color: '#d6e2ff',
  border: line,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 28px rgba(0, 0, 0, 0.4)',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  // Its own layout and paint: a change in the panel does not lay out or repaint the odds board
  // under it, and a refresh of the board does not touch the panel.
  contain: 'strict',
});

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: '#0b1220',
  color: '#d6e2ff',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: line,
});

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: 700, marginRight: 'auto' });

export const hint = style({ color: '#8193b8' });

export const empty = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: '#8193b8',
});

export const banner = style({ color: '#fcd34d' });

export const error = style({ color: '#fca5a5' });

export const button = style({
  padding: `1px ${vars.space.sm}`,
  border: line,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: '2px solid #22d3ee' } },
});

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: 'none',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(280px, 380px) 1fr',
  '@media': {
    [below('md')]: { gridTemplateColumns: '1fr', gridTemplateRows: '45% 55%' },
  },
});

export const chartsOnlyBody = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  borderRight: line,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const filters = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: line,
});

export const input = style({
  minWidth: 0,
  flex: 1,
  background: '#121c31',
  color: 'inherit',
  border: line,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  padding: '1px 4px',
});

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&:focus-visible': { outline: '2px solid #22d3ee', outlineOffset: -2 } },
});

export const logRow = style({
  display: 'grid',
  gridTemplateColumns: '78px 84px 1fr',
  gap: vars.space.xs,
  padding: '1px 6px',
  cursor: 'pointer',
  borderBottom: '1px dotted #1c2944',
  selectors: {
    '&[aria-selected="true"]': { background: '#1e3a5f' },
    '&:hover': { background: '#15243d' },
  },
});

export const time = style({ color: '#8193b8' });
export const actorName = style({
  color: '#7dd3fc',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const eventType = style({ color: '#86efac', wordBreak: 'break-all' });

export const sectionTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: '#8193b8',
  textTransform: 'uppercase',
  borderBottom: line,
});

export const lane = style({ maxHeight: '34%', overflow: 'auto', borderTop: line });

export const laneTable = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${laneTable} th, ${laneTable} td`, {
  padding: '1px 6px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const charts = style({
  overflow: 'auto',
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const detail = style({
  margin: 0,
  padding: vars.space.xs,
  background: '#121c31',
  border: line,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  color: '#a5b4cf',
  maxHeight: 220,
  overflow: 'auto',
});

export const stateValue = style({ color: '#fcd34d' });
/** The messages a chart's machine sent and got from other actors. */
export const joins = style({
  margin: '4px 0 12px',
  paddingLeft: 18,
  fontSize: 12,
  color: '#cbd5e1',
});
