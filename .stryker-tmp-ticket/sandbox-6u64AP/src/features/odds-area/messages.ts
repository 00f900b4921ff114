// @ts-nocheck
import { defineMessage } from 'react-intl';

export const messages = {
  heading: defineMessage<{ sport: string; tab: string }>({ id: 'odds-area.heading' }),
  loading: defineMessage({ id: 'odds-table.loading' }),
};
