// @ts-nocheck
import { Fragment, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ModalDialog } from '@src/shared/ui/ModalDialog';
import { messages } from './messages';
import * as styles from './PopupFrame.css';

export interface PopupFrameProps {
  /** `popup-<name>` is its test id. */
  name: string;
  title: ReactNode;
  size?: keyof typeof styles.size;
  onClose(): void;
  /** Beside the title (balance with refresh). */
  headExtra?: ReactNode;
  children: ReactNode;
}

/** The chrome every member-area popup shares: a native modal dialog with a title and a close button. */
export function PopupFrame({
  name,
  title,
  size = 'medium',
  onClose,
  headExtra,
  children,
}: PopupFrameProps) {
  const intl = useIntl();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      onClose={onClose}
      testId={`popup-${name}`}
      labelledBy={titleId}
      className={styles.size[size]}
      initialFocus={closeRef}
    >
      <div className={styles.frame}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {typeof title === 'string' ? keepWords(title) : title}
          </h2>
          {headExtra}
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            data-testid="popup-close"
            aria-label={intl.formatMessage(messages.close)}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </ModalDialog>
  );
}

/**
 * A title that breaks only where it has a space: Thai has no spaces between words, and
 * the browser's dictionary split compounds on a narrow phone ("เดิม" / "พัน"); each spaced part is
 * kept on one line.
 */
function keepWords(title: string): ReactNode {
  const parts = title.split(' ');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index === 0 ? null : ' '}
      <span className={styles.word}>{part}</span>
    </Fragment>
  ));
}
