// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'balance.label' },
  refresh: { id: 'balance.refresh' },
});
