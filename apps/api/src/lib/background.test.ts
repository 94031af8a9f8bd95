import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background.ts';

/** Work that follows an answer (lib/background.ts): runs after the current turn, reports failures, can be waited for. */
describe('background tasks', () => {
  it('start after the caller has moved on, report failures, and settle once every task (and any it started) is done', async () => {
    const background = createBackgroundTasks();
    const done: string[] = [];
    const errors: unknown[] = [];
    background.run(
      async () => {
        done.push('first');
        background.run(
          async () => void done.push('started by the first'),
          (error) => errors.push(error),
        );
      },
      (error) => errors.push(error),
    );
    background.run(
      async () => {
        throw new Error('mail server down');
      },
      (error) => errors.push(error),
    );
    // Nothing has run yet: the caller (a request) finishes its answer first.
    expect(done).toEqual([]);
    await background.settled();
    expect(done).toEqual(['first', 'started by the first']);
    expect(errors).toEqual([new Error('mail server down')]);
  });

  it('stops waiting after the time given, for a task that hangs', async () => {
    const background = createBackgroundTasks();
    let release = () => {};
    background.run(
      () => new Promise<void>((resolve) => (release = resolve)),
      () => undefined,
    );
    await background.settled(20);
    release();
    await background.settled();
  });
});
