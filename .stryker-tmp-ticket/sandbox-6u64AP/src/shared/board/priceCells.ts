// @ts-nocheck
// The market and option behind each price field (data-market / data-option, ticket picks): the
// engine's own table, handed over by the worker client.
export { PRICE_CELLS as PRICE_CELL_OF, marketRefOf } from '@src/shared/odds/oddsClient';
