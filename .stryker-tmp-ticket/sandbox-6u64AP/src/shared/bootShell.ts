// @ts-nocheck
// index.html's boot shell (the header bar, and on a phone the first banner the boot script draws):
// shown from the HTML alone until the app has something of its own to show. The app's waiting
// screen keeps it, and the first real screen (home, no session, error) removes it before it paints.
import { useLayoutEffect } from 'react';

export const BOOT_SHELL_ID = 'boot-shell';

export function bootShellShown(doc: Document = document): boolean {
  return doc.getElementById(BOOT_SHELL_ID) !== null;
}

export function removeBootShell(doc: Document = document): void {
  doc.getElementById(BOOT_SHELL_ID)?.remove();
}

/** For a screen of the app's own (home, no session, error): the boot shell goes before it paints. */
export function useReplaceBootShell(): void {
  useLayoutEffect(() => removeBootShell(), []);
}
