// @ts-nocheck
import { searchRanges } from '@src/shared/odds/search';
import { useSearchText } from './searchStore';
import * as styles from './SearchField.css';
import { Words } from '@src/shared/ui/Words';

/**
 * A team or tournament name with the searched text marked; `words` where the name may wrap onto a
 * second line, so that it breaks only between words (Words).
 */
export function SearchHighlight({ text, words = false }: { text: string; words?: boolean }) {
  const search = useSearchText();
  const ranges = search === '' ? [] : searchRanges(text, search);
  if (words)
    return <Words text={text} marks={{ ranges, className: styles.mark, testId: 'search-hit' }} />;
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
