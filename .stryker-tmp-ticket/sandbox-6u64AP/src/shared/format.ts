// @ts-nocheck
// Money as members read it. Grouping is always the Western one (1,500) whatever the interface
// language: Thai members read amounts that way and the spec's examples use it.

const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Amounts, odds and payouts with 2 decimals and thousands separators: `1,500.00`. */
export function formatMoney(amount: number): string {
  return moneyFormat.format(amount);
}

/** Balance with a dollar sign and 2 decimals: `$ 50,000.00`. */
export function formatBalance(balance: number): string {
  return `$ ${formatMoney(balance)}`;
}

/** Live-feed bet amount with thousands separators: `1,500`. */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}
