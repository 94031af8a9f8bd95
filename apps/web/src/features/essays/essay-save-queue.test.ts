import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Essay } from '@campuspath/contract/essays';
import { ApiRequestError } from '../../lib/api-client.ts';
import { EssayChangedError } from './essay-save-errors.ts';
import { EssaySaveQueue, type EssayChange } from './essay-save-queue.ts';

const essay = (version: number, body: string, overrides: Partial<Essay> = {}): Essay => ({
  id: 'e1',
  title: 'Why us',
  prompt: '',
  body,
  wordCount: body.split(/\s+/).filter(Boolean).length,
  maxWords: null,
  dueDate: null,
  status: 'drafting',
  version,
  applications: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const conflictError = (current: Essay) =>
  new ApiRequestError(409, { error: 'version_conflict', message: 'changed', current } as unknown as ConstructorParameters<
    typeof ApiRequestError
  >[1]);

/** A fake server: stores the essay and answers like the API (409 on an old version). */
function fakeServer(initial: Essay) {
  let stored = initial;
  const sent: (EssayChange & { version: number })[] = [];
  let failNext: unknown[] = [];
  const send = vi.fn(async (change: EssayChange & { version: number }) => {
    sent.push(change);
    const failure = failNext.shift();
    if (failure) throw failure;
    if (change.version !== stored.version) throw conflictError(stored);
    stored = { ...stored, ...change, version: stored.version + 1 } as Essay;
    return stored;
  });
  return {
    send,
    sent,
    get stored() {
      return stored;
    },
    set stored(value: Essay) {
      stored = value;
    },
    failWith: (...errors: unknown[]) => {
      failNext = errors;
    },
  };
}

describe('EssaySaveQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (initial = essay(1, 'Hello')) => {
    const server = fakeServer(initial);
    const saved: Essay[] = [];
    const queue = new EssaySaveQueue({ version: initial.version, body: initial.body, send: server.send, onSaved: (e) => saved.push(e) });
    return { server, saved, queue };
  };

  it('saves a second after the last edit, merging edits, then uses the new version', async () => {
    const { server, queue, saved } = setup();
    queue.edit({ body: 'Hello w' });
    await vi.advanceTimersByTimeAsync(600);
    queue.edit({ body: 'Hello world' });
    expect(queue.getState().status).toBe('unsaved');
    expect(queue.hasUnsavedChanges()).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual([{ body: 'Hello world', version: 1 }]);
    expect(queue.getState().status).toBe('saved');
    expect(queue.hasUnsavedChanges()).toBe(false);
    expect(saved.at(-1)?.version).toBe(2);

    queue.edit({ body: 'Hello world!' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.sent.at(-1)).toEqual({ body: 'Hello world!', version: 2 });
  });

  it('has nothing unsaved when the text is back to what the server holds, or while only details are being saved', async () => {
    const { server, queue } = setup();
    // Typed a word, then deleted it: the text is the saved one, so leaving warns of nothing.
    queue.edit({ body: 'Hello w' });
    queue.edit({ body: 'Hello' });
    expect(queue.hasUnsavedChanges()).toBe(false);
    expect(queue.getState().status).toBe('saved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.send).not.toHaveBeenCalled();

    // A details change on its way is no unsaved text either.
    let finish: (value: Essay) => void = () => {};
    const details = queue.perform(() => new Promise<Essay>((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.hasUnsavedChanges()).toBe(false);
    server.stored = essay(2, 'Hello', { title: 'Why this college' });
    finish(server.stored);
    await details;

    // Real typing still counts, also while its save is on the way.
    queue.edit({ body: 'Hello there' });
    expect(queue.hasUnsavedChanges()).toBe(true);
    const saving = queue.flush();
    expect(queue.hasUnsavedChanges()).toBe(true);
    await saving;
    expect(queue.hasUnsavedChanges()).toBe(false);
  });

  it('saves at least every five seconds while the student keeps typing', async () => {
    const { server, queue } = setup();
    for (let index = 0; index < 12; index += 1) {
      queue.edit({ body: `Hello ${index}` });
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(server.send).toHaveBeenCalledTimes(1);
  });

  it('retries a dropped request with growing pauses and keeps what was typed meanwhile', async () => {
    const { server, queue } = setup();
    server.failWith(new TypeError('Failed to fetch'), new ApiRequestError(503, null));
    queue.edit({ body: 'Draft one' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.getState().status).toBe('retrying');
    queue.edit({ body: 'Draft one, two' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(queue.getState().status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent.at(-1)).toEqual({ body: 'Draft one, two', version: 1 });
    expect(queue.getState().status).toBe('saved');
    expect(server.stored.body).toBe('Draft one, two');
  });

  it('stops on a version conflict and lets the student keep their text or take the stored one', async () => {
    const { server, queue } = setup();
    server.stored = essay(5, 'Written in another tab');
    queue.edit({ body: 'Written here' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.getState()).toMatchObject({ status: 'conflict', conflict: { version: 5, body: 'Written in another tab' } });
    queue.edit({ body: 'Written here, more' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(queue.hasUnsavedChanges()).toBe(true);

    queue.keepMine('Written here, more');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent.at(-1)).toEqual({ body: 'Written here, more', keepReplacedText: true, version: 5 });
    expect(server.stored).toMatchObject({ body: 'Written here, more', version: 6 });
    expect(queue.getState().status).toBe('saved');
  });

  it('takes the stored text when the student chooses it', async () => {
    const { server, queue, saved } = setup();
    server.stored = essay(3, 'Theirs');
    queue.edit({ body: 'Mine' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.takeStored()?.body).toBe('Theirs');
    expect(saved.at(-1)?.body).toBe('Theirs');
    expect(queue.hasUnsavedChanges()).toBe(false);
    queue.edit({ body: 'Theirs, edited' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.sent.at(-1)).toEqual({ body: 'Theirs, edited', version: 3 });
  });

  it('saves over a version that changed only the details elsewhere', async () => {
    const { server, queue } = setup(essay(1, 'Hello'));
    server.stored = essay(2, 'Hello', { title: 'Renamed elsewhere' });
    queue.edit({ body: 'Hello again' });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.stored).toMatchObject({ body: 'Hello again', title: 'Renamed elsewhere', version: 3 });
    expect(queue.getState().status).toBe('saved');
  });

  it('does not retry a refused change, and tries again on the next edit', async () => {
    const { server, queue } = setup();
    server.failWith(new ApiRequestError(400, { error: 'invalid_request', message: 'Essays are at most 100,000 characters' }));
    queue.edit({ body: 'x' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.getState()).toMatchObject({ status: 'error', errorMessage: 'Essays are at most 100,000 characters' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.send).toHaveBeenCalledTimes(1);
    queue.edit({ body: 'xy' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.sent.at(-1)).toEqual({ body: 'xy', version: 1 });
  });

  it('runs other changes after the text is saved, with the current version', async () => {
    const { server, queue } = setup();
    queue.edit({ body: 'Typed' });
    const run = vi.fn((version: number) => server.send({ title: 'New title', version }));
    const result = await queue.perform(run);
    expect(server.sent).toEqual([
      { body: 'Typed', version: 1 },
      { title: 'New title', version: 2 },
    ]);
    expect(result).toMatchObject({ version: 3, title: 'New title', body: 'Typed' });

    server.stored = essay(9, 'Elsewhere');
    await expect(queue.perform((version) => server.send({ title: 'Again', version }))).rejects.toBeInstanceOf(EssayChangedError);
    expect(queue.getState().status).toBe('conflict');
  });
});
