// @ts-nocheck
// The precompiled messages of one language (build/compiledLocales.ts).
declare module 'virtual:locale/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
