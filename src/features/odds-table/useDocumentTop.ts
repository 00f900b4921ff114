import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** The document offset of the list, which the window virtualiser needs as its scroll margin. */
export function useDocumentTop(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element === null) return;
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((current) => (current === next ? current : next));
    };
    measure();
    // Measured again only when the page changes size (content above the tables grew or shrank), not
    // after every render: reading layout in each render forced a layout per refresh.
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, top];
}
