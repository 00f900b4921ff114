// @ts-nocheck
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LayoutMode } from '@src/shared/entry';
import { BalanceDisplay } from '../balance/BalanceDisplay';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { LayoutToggle } from '../layout-toggle/LayoutToggle';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import { messages } from './messages';
import * as styles from './Header.css';

export interface HeaderProps {
  username: string;
  balance: number | null;
  balanceRefreshing: boolean;
  onRefreshBalance(): void;
  layout: LayoutMode;
  onToggleLayout(): void;
  /** The burger menu of member actions, at the end of the bar. */
  menu?: ReactNode;
}

/** Desktop header: brand, member, balance with refresh, language and layout switches. */
export function Header(props: HeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <span className={styles.brand}>{intl.formatMessage(messages.title)}</span>
      <span className={styles.member}>
        <span className={styles.memberLabel}>{intl.formatMessage(messages.member)}</span>
        <span className={styles.username} data-testid="username">
          {props.username}
        </span>
      </span>
      <BalanceDisplay
        balance={props.balance}
        refreshing={props.balanceRefreshing}
        onRefresh={props.onRefreshBalance}
        testId="balance"
        tone="dark"
      />
      <span className={styles.divider} aria-hidden="true" />
      <LanguageSwitch tone="dark" />
      <LayoutToggle layout={props.layout} onToggle={props.onToggleLayout} tone="dark" />
      <ThemeSwitch tone="dark" compact />
      {props.menu}
    </header>
  );
}
