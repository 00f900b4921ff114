// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'search.label' },
  placeholder: { id: 'search.placeholder' },
});
