/**
 * Runs `work` just after the next frame has been drawn (the frame, then a task): a focus() moved
 * there finds the new elements already styled and laid out, instead of forcing that pass inside the
 * input that opened them. Returns a cancel, for an element gone before its first frame.
 */
// @ts-nocheck

export function afterNextFrame(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** `afterNextFrame` as a promise; at once where there are no frames (tests without a DOM clock). */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => afterNextFrame(resolve));
}
