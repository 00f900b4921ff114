// @ts-nocheck
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { SportRule } from '@src/shared/api/memberArea';
import { useServices } from '@src/shared/services';
import { LoadState } from '../LoadState';
import { messages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import { useLoad } from '@src/shared/useLoad';
import { sanitizeRuleHtml } from './sanitize';
import * as styles from './RulesPopup.css';

function RuleItem({ rule, index, open }: { rule: SportRule; index: number; open: boolean }) {
  const actor = usePopupActor();
  const baseId = useId();
  // Sanitised once per rule body, not on every render.
  const html = useMemo(() => sanitizeRuleHtml(rule.detailTh), [rule.detailTh]);
  return (
    <li className={styles.item} data-testid="rule-item" data-open={open}>
      <h3 className={styles.itemHead}>
        <button
          type="button"
          id={`${baseId}-head`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${baseId}-body`}
          onClick={() => actor.send({ type: 'rules.toggle', index })}
        >
          <span lang="th">{rule.sportNameTh}</span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h3>
      {/* Rule bodies are shown in Thai whatever the interface language. */}
      <div
        id={`${baseId}-body`}
        role="region"
        aria-labelledby={`${baseId}-head`}
        className={styles.body}
        hidden={!open}
        lang="th"
        data-testid="rule-body"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </li>
  );
}

/** Rules: loaded on open; one sport's rules open at a time. */
export function RulesPopup({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const actor = usePopupActor();
  const { memberArea } = useServices();
  const openRule = useSelector(actor, (s) => s.context.openRule);
  const { load, retry } = useLoad('rules', () => memberArea.fetchRules());
  return (
    <PopupFrame name="rules" title={intl.formatMessage(messages.rulesTitle)} onClose={onClose}>
      <LoadState load={load} retry={retry} isEmpty={(rules) => rules.length === 0}>
        {(rules) => (
          <ul className={styles.list}>
            {rules.map((rule, index) => (
              <RuleItem
                key={`${index}-${rule.sportNameTh}`}
                rule={rule}
                index={index}
                open={openRule === index}
              />
            ))}
          </ul>
        )}
      </LoadState>
    </PopupFrame>
  );
}
