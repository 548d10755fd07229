interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows runs in a new one, so the browser can paint and answer input in between
 * (docs/decisions.md §1500). `scheduler.yield` where the browser has it (its continuation runs before other
 * queued tasks), else a message to ourselves, which unlike `setTimeout` is never clamped to 4 ms.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
