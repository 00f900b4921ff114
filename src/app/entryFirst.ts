// The first module the entry evaluates (main.tsx imports it first): the entry token leaves the
// address before any other module runs or any call goes out.
import { captureEntry, sessionStorageOrNull } from '../shared/entry';
import type { EntryCapture } from '../shared/entry';

export const entryCapture: EntryCapture = captureEntry(window.location, window.history, sessionStorageOrNull());

if (entryCapture.redirectTo !== null) window.location.replace(entryCapture.redirectTo);
