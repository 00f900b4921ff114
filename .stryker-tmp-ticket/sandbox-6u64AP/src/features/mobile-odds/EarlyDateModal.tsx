// @ts-nocheck
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ModalDialog } from '@src/shared/ui/ModalDialog';
import { useEarlyDateLabel } from '../filters/useEarlyDateLabel';
import type { EarlyDateOption } from '../filters/earlyDates';
import { messages } from './messages';
import * as styles from './MobileOdds.css';

const TITLE_ID = 'mobile-early-date-title';

/** The early-market date on a phone: pick a day, then Cancel or Confirm. */
export function EarlyDateModal({
  options,
  value,
  onConfirm,
  onClose,
}: {
  options: readonly EarlyDateOption[];
  value: string;
  onConfirm(value: string): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const dateLabel = useEarlyDateLabel();
  const [chosen, setChosen] = useState(value);
  return (
    <ModalDialog
      onClose={onClose}
      className={styles.sheet}
      labelledBy={TITLE_ID}
      testId="early-date-modal"
      inPage
      dimBackdrop
    >
      <header className={styles.sheetHead}>
        <h2
          id={TITLE_ID}
          style={{
            margin: 0,
            fontSize: 'inherit',
            minHeight: 44,
            display: 'flex',
            alignItems: 'center',
          }}
        >
          {intl.formatMessage(messages.earlyDate)}
        </h2>
      </header>
      <div
        className={styles.sheetBody}
        role="radiogroup"
        aria-labelledby={TITLE_ID}
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}
            data-testid="early-date-option"
            data-value={option.value}
          >
            <input
              type="radio"
              name="early-date"
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setChosen(option.value)}
              style={{ width: 22, height: 22 }}
            />
            {dateLabel(option)}
          </label>
        ))}
      </div>
      <div className={styles.sheetActions}>
        <button
          type="button"
          className={styles.toolButton}
          data-testid="early-date-cancel"
          onClick={onClose}
        >
          {intl.formatMessage(messages.cancel)}
        </button>
        <button
          type="button"
          className={styles.toolButton}
          data-testid="early-date-confirm"
          onClick={() => {
            onConfirm(chosen);
            onClose();
          }}
        >
          {intl.formatMessage(messages.confirm)}
        </button>
      </div>
    </ModalDialog>
  );
}
