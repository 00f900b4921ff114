// @ts-nocheck
// The breakpoint scale (Tailwind's): the one home of every width rule
// the layouts have, for style files (`below`, `atLeast` media queries) and for code (the layout
// switch). Plain numbers, no CSS: the layout switch and the boot script's test import it too.

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** A media query for viewports narrower than `breakpoint`. */
export function below(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;
}

/** A media query for viewports at least `breakpoint` wide. */
export function atLeast(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${BREAKPOINTS[breakpoint]}px)`;
}
