import { describe, expect, it } from 'vitest';
import { createStepQueue } from './step-queue.ts';

/** A promise the queue settles with a step of its own, added last. */
const drained = (add: (step: () => void) => void) => new Promise<void>((resolve) => add(resolve));

describe('createStepQueue', () => {
  it('runs the steps in order, none in the caller’s task', async () => {
    const ran: string[] = [];
    const queue = createStepQueue((error) => ran.push(`error ${String(error)}`));
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    ran.push('caller');
    await drained(queue.add);
    queue.add(() => ran.push('c'));
    await drained(queue.add);
    expect(ran).toEqual(['caller', 'a', 'b', 'c']);
  });

  it('reports a step that throws and runs the next', async () => {
    const ran: string[] = [];
    const queue = createStepQueue((error) => ran.push(`error ${(error as Error).message}`));
    queue.add(() => {
      throw new Error('broken');
    });
    queue.add(() => ran.push('next'));
    await drained(queue.add);
    expect(ran).toEqual(['error broken', 'next']);
  });

  it('drops what is left once stopped', async () => {
    const ran: string[] = [];
    const queue = createStepQueue(() => undefined);
    const other = createStepQueue(() => undefined);
    queue.add(() => ran.push('dropped'));
    queue.stop();
    queue.add(() => ran.push('ignored'));
    // Another queue's step runs after a yield as the stopped queue's first would have.
    await drained(other.add);
    await drained(other.add);
    expect(ran).toEqual([]);
  });
});
