// @ts-nocheck
import { POPUP_NAMES } from '@machines/popupNames';
import type { PopupName } from '@machines/popupMachine';
import type { UpdateLayout } from '@machines/updateMachine';
import type { InspectionEvent } from 'xstate';

// The first-load side of the app update (a deploy removes the old build's chunks): what every lazy
// loader and the boot need to report a missing chunk, and the popup to reopen after an update's
// reload. The update actor itself (shared/appUpdate.ts, machines/updateMachine.ts) is a chunk of
// its own, loaded right after the boot; a failure reported before it arrives waits here for it.

export interface MissingChunkHint {
  popup?: PopupName | null;
  layout?: UpdateLayout | null;
}

/** sessionStorage: the popup that could not open before a reload, opened after it. */
export const REOPEN_POPUP_KEY = 'appUpdateReopenPopup';

let sink: ((hint: MissingChunkHint) => void) | null = null;
let inspector: ((event: InspectionEvent) => void) | undefined;

/** The inspector the update actor reports to, whichever chunk starts it first (main.tsx, at boot). */
export function inspectUpdatesWith(inspect: (event: InspectionEvent) => void): void {
  inspector = inspect;
}

export function updateInspector(): ((event: InspectionEvent) => void) | undefined {
  return inspector;
}
const waiting: MissingChunkHint[] = [];
let chunkMissing: () => void = () => undefined;
const missing = new Promise<void>((resolve) => {
  chunkMissing = resolve;
});

/** A lazy chunk failed to load; what it was for is reopened after the reload, if one follows. */
export function reportMissingChunk(hint: MissingChunkHint = {}): void {
  chunkMissing();
  if (sink === null) waiting.push(hint);
  else sink(hint);
}

/** Resolves at the page's first missing chunk (main.tsx then starts the update actor at once). */
export function whenChunkMissing(): Promise<void> {
  return missing;
}

/** The update actor takes the reports (those made before it started first). */
export function connectMissingChunks(next: ((hint: MissingChunkHint) => void) | null): void {
  sink = next;
  if (next !== null) for (const hint of waiting.splice(0)) next(hint);
}

/** Vite's preload of a chunk's dependencies failed; the import itself fails too (not prevented). */
export function listenForPreloadErrors(): void {
  if (typeof window !== 'undefined')
    window.addEventListener('vite:preloadError', () => reportMissingChunk());
}

/** The popup to open after an update's reload, read once (and forgotten). */
export function takeReopenPopup(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null,
): PopupName | null {
  if (storage === null) return null;
  try {
    const value = storage.getItem(REOPEN_POPUP_KEY);
    storage.removeItem(REOPEN_POPUP_KEY);
    return POPUP_NAMES.find((name) => name === value) ?? null;
  } catch {
    return null;
  }
}
