// @ts-nocheck
import { useIntl } from 'react-intl';
import { setSearchText, useSearchText } from './searchStore';
import { messages } from './messages';
import * as styles from './SearchField.css';

/** Team and league search: narrows the list as the member types (matched in the worker); Escape clears. */
export function SearchField({ className }: { className?: string }) {
  const intl = useIntl();
  const text = useSearchText();
  return (
    <input
      type="search"
      className={className === undefined ? styles.field : `${styles.field} ${className}`}
      data-testid="odds-search"
      aria-label={intl.formatMessage(messages.label)}
      placeholder={intl.formatMessage(messages.placeholder)}
      enterKeyHint="search"
      autoComplete="off"
      value={text}
      onChange={(event) => setSearchText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text !== '') {
          // Clears the search only; a dialog around the field stays open.
          event.preventDefault();
          event.stopPropagation();
          setSearchText('');
        }
      }}
    />
  );
}
