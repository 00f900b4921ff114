/** What popups showing the balance (statement, profile) receive from the home page. */
export interface BalanceProps {
  balance: number | null;
  balanceRefreshing: boolean;
  onRefreshBalance(): void;
}
