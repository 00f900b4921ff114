// @ts-nocheck
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { setTheme, useTheme } from './theme';
import * as styles from './ThemeSwitch.css';

/**
 * Dark theme on or off (a toggle button: pressed = dark). The choice is remembered; until the
 * member makes one, the system's light or dark setting decides.
 */
export function ThemeSwitch({
  tone = 'light',
  compact = false,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
}) {
  const intl = useIntl();
  const theme = useTheme();
  const label = intl.formatMessage(messages.dark);
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.tone[tone]}`}
      data-testid="theme-switch"
      aria-pressed={theme === 'dark'}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12.7 2a9 9 0 1 0 9.3 11.3A7.5 7.5 0 0 1 12.7 2Z" />
      </svg>
      {compact ? null : label}
    </button>
  );
}
