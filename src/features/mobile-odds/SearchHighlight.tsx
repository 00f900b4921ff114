/** A team or tournament name (the search highlight hooks in here). */
export function SearchHighlight({ text }: { text: string }) {
  return <>{text}</>;
}
