// @ts-nocheck
import { useIntl } from 'react-intl';
import { LOCALES } from '@src/shared/i18n/locale';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { messages } from './messages';
import * as styles from './LanguageSwitch.css';

/** EN / TH; the choice is kept in the NEXT_LOCALE cookie for a year. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <div
      role="group"
      data-testid="language-switch"
      aria-label={intl.formatMessage(messages.label)}
      className={`${styles.group} ${styles.tone[tone]}`}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={locale === option}
          // The name starts with the visible EN / TH (label in name), then the language's own name.
          aria-label={`${option.toUpperCase()} ${intl.formatMessage(messages[option])}`}
          onClick={() => setLocale(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
