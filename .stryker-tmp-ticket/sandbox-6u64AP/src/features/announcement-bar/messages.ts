// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'announcement.bar-label' },
  open: { id: 'announcement.bar-open' },
});
