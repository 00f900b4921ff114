/** What popups showing the balance (statement, profile) receive from the home page. */
// @ts-nocheck

export interface BalanceProps {
  balance: number | null;
  balanceRefreshing: boolean;
  onRefreshBalance(): void;
}
