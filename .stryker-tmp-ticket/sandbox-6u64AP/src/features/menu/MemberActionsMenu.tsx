// @ts-nocheck
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { memberActions } from '../header/memberActions';
import { memberActionMessages } from '../header/memberActionMessages';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import * as own from './MemberActionsMenu.css';
import * as styles from './SportMenu.css';

/**
 * The left menu's member group (desktop): the member-area popups, one button each (`open-<name>`),
 * as the mobile drawer lists them. The header's burger menu offers the same actions.
 */
export function MemberActionsMenu() {
  const intl = useIntl();
  const titleId = useId();
  const actor = usePopupActor();
  return (
    <section
      className={`${styles.group} ${own.section}`}
      aria-labelledby={titleId}
      data-testid="member-actions"
    >
      <h2 id={titleId} className={styles.groupTitle}>
        {intl.formatMessage(memberActionMessages.menuLabel)}
      </h2>
      <ul>
        {memberActions.map((action) => (
          <li key={action.popup}>
            <button
              type="button"
              className={styles.item}
              data-testid={`open-${action.popup}`}
              onClick={() => actor.send({ type: 'popup.open', popup: action.popup })}
            >
              {intl.formatMessage(action.label)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
