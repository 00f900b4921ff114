import { searchRanges } from '@src/shared/odds/search';
import { useSearchText } from './searchStore';
import * as styles from './SearchField.css';

/** A team or tournament name with the searched text marked. */
export function SearchHighlight({ text }: { text: string }) {
  const search = useSearchText();
  const ranges = search === '' ? [] : searchRanges(text, search);
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={styles.mark} data-testid="search-hit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
