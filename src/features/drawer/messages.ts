import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  open: { id: 'drawer.open' },
  close: { id: 'drawer.close' },
  title: { id: 'drawer.title' },
});
