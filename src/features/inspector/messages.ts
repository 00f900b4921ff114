import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'inspector.title' },
  close: { id: 'inspector.close' },
  actors: { id: 'inspector.actors' },
  events: { id: 'inspector.events' },
  clear: { id: 'inspector.clear' },
  noActors: { id: 'inspector.no-actors' },
  hint: { id: 'inspector.hint' },
});
