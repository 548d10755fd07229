import { yieldToMain } from '../../../lib/yield-to-main.ts';

export interface StepQueue {
  /** Runs `step` after every step added before it, in a task of its own (never the caller's). */
  add(step: () => void): void;
  /** Drops the steps not yet run; later ones are ignored. */
  stop(): void;
}

/**
 * Steps run in the order they were added, one per task: a long piece of set-up becomes tasks between which a
 * browser paints and answers input (docs/decisions.md §1500). A step that throws is reported and the next one runs.
 */
export function createStepQueue(onError: (error: unknown) => void): StepQueue {
  const steps: (() => void)[] = [];
  let running = false;
  let stopped = false;

  const run = async () => {
    running = true;
    while (steps.length > 0 && !stopped) {
      await yieldToMain();
      const step = steps.shift();
      if (!step || stopped) break;
      try {
        step();
      } catch (error) {
        onError(error);
      }
    }
    running = false;
  };

  return {
    add(step) {
      if (stopped) return;
      steps.push(step);
      if (!running) void run();
    },
    stop() {
      stopped = true;
      steps.length = 0;
    },
  };
}
