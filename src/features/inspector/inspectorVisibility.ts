import { useCallback, useEffect, useState } from 'react';

// The inspector is for people working on the app, not for members: off unless `?inspect=1` was
// in the address once this tab (kept in sessionStorage) or Alt+Shift+I toggles it.

export const INSPECTOR_STORAGE_KEY = 'inspector';

/** `?inspect=stately`: the actors also go to Stately's inspector (statelyBridge.ts). */
export function wantsStately(search: string): boolean {
  return new URLSearchParams(search).get('inspect') === 'stately';
}

export function isInspectorShortcut(
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): boolean {
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyI'
  );
}

function readStored(storage: Storage): boolean {
  try {
    return storage.getItem(INSPECTOR_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function store(storage: Storage, visible: boolean): void {
  try {
    if (visible) storage.setItem(INSPECTOR_STORAGE_KEY, '1');
    else storage.removeItem(INSPECTOR_STORAGE_KEY);
  } catch {
    // Without storage the toggle still works for this page.
  }
}

export function useInspectorVisibility(
  requestedByAddress: boolean,
): [boolean, (visible: boolean) => void] {
  const [visible, setVisibleState] = useState(() => {
    if (requestedByAddress) store(sessionStorage, true);
    return requestedByAddress || readStored(sessionStorage);
  });
  const setVisible = useCallback((next: boolean) => {
    store(sessionStorage, next);
    setVisibleState(next);
  }, []);
  useEffect(() => {
    function toggleOnShortcut(event: KeyboardEvent) {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      setVisibleState((current) => {
        store(sessionStorage, !current);
        return !current;
      });
    }
    window.addEventListener('keydown', toggleOnShortcut);
    return () => window.removeEventListener('keydown', toggleOnShortcut);
  }, []);
  return [visible, setVisible];
}
