// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'popup.change-league.title' },
  }),
  jumpTo: defineMessage<{ name: string; count: number }>({ id: 'popup.change-league.jump-to' }),
};
