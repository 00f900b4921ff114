// @ts-nocheck
import type { MouseEvent } from 'react';
import { ODDS_PANEL_ID } from './homeModel';

/** "Skip to odds" lands on the first odds grid's Tab stop (its first price), not on the panel. */
export function focusFirstOddsGrid(event: MouseEvent<HTMLAnchorElement>) {
  const stop = document.querySelector<HTMLElement>(
    `#${ODDS_PANEL_ID} [role="grid"] [tabindex="0"]`,
  );
  if (stop === null) return;
  event.preventDefault();
  stop.focus();
  stop.scrollIntoView({ block: 'center' });
}
