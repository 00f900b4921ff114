// @ts-nocheck
import { useIntl } from 'react-intl';
import type { LayoutMode } from '@src/shared/entry';
import { messages } from './messages';
import * as styles from './LayoutToggle.css';

export function LayoutToggle({
  layout,
  onToggle,
  tone = 'light',
  compact = false,
}: {
  layout: LayoutMode;
  onToggle(): void;
  tone?: 'dark' | 'light';
  /** Icon only, for the narrow mobile bar; the label stays for screen readers. */
  compact?: boolean;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(layout === 'desktop' ? messages.toMobile : messages.toDesktop);
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.tone[tone]}`}
      onClick={onToggle}
      data-testid="layout-toggle"
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {layout === 'desktop' ? (
          <path
            fill="currentColor"
            d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h8V5H8Z"
          />
        ) : (
          <path
            fill="currentColor"
            d="M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v2H7v-2h3v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9h16V6H4Z"
          />
        )}
      </svg>
      {compact ? null : label}
    </button>
  );
}
