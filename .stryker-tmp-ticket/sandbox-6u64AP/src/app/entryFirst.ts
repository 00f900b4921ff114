// @ts-nocheck
// The first module the entry evaluates (main.tsx imports it first): the entry token leaves the
// address (if index.html's boot script has not taken it out already) before any other module runs or
// any call goes out; and the messages of the member's language start loading now, while the rest of
// the bundle is still being evaluated.
import { captureEntry, sessionStorageOrNull } from '../shared/entry';
import type { EntryCapture } from '../shared/entry';
import { readLocaleCookie } from '../shared/i18n/locale';
import type { CompiledMessages } from '../shared/i18n/messages';
import { loadMessages } from '../shared/i18n/messages';
import { warmIntl } from '../shared/i18n/warmIntl';

export const entryCapture: EntryCapture = captureEntry(
  window.location,
  window.history,
  sessionStorageOrNull(),
);

/** The first language's messages. */
export const firstMessages: Promise<CompiledMessages> = loadMessages(readLocaleCookie());

// ICU's data, each service in a task of its own while the messages load (shared/i18n/warmIntl.ts).
warmIntl();
