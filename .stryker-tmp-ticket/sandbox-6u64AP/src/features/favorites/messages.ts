// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'favorites.title' },
});
