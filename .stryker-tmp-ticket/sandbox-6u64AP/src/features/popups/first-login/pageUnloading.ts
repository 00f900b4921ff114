// @ts-nocheck
import { useEffect, useState } from 'react';

/** Marks the page as unloading, so a first-login popup torn down by a reload does not count as closed. */
export function usePageUnloading(): () => boolean {
  const [flag] = useState(() => ({ unloading: false }));
  useEffect(() => {
    const mark = () => {
      flag.unloading = true;
    };
    window.addEventListener('pagehide', mark);
    window.addEventListener('beforeunload', mark);
    return () => {
      window.removeEventListener('pagehide', mark);
      window.removeEventListener('beforeunload', mark);
    };
  }, [flag]);
  return () => flag.unloading;
}
