import type { Essay, UpdateEssayBody } from '@campuspath/contract/essays';
import { ApiRequestError } from '../../lib/api-client.ts';
import { versionConflict } from './api/update-essay.ts';
import { EssayChangedError, isRetryable, UnsavedTextError } from './essay-save-errors.ts';

export type EssayChange = Omit<UpdateEssayBody, 'version'>;

/**
 * - saved: everything typed is on the server
 * - unsaved: typed, waiting for the pause that triggers a save
 * - saving: a save is on its way
 * - retrying: a save failed (network, timeout, 5xx) and is tried again after a growing pause
 * - conflict: the essay changed somewhere else; the student chooses which text to keep
 * - error: the server refused the change (4xx); the text is kept and sent again on the next edit
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'retrying' | 'conflict' | 'error';

export interface SaveState {
  status: SaveStatus;
  /** The stored essay the student's text conflicts with (status conflict). */
  conflict: Essay | null;
  /** Why the server refused the change (status error). */
  errorMessage: string | null;
}

export interface SaveQueueOptions {
  /** The version and text the editor opened. */
  version: number;
  body: string;
  send: (change: EssayChange & { version: number }) => Promise<Essay>;
  /** Each essay the server confirmed (after a save, a restore or a conflict's resolution). */
  onSaved: (essay: Essay) => void;
  /** Quiet time after the last keystroke before saving (about a second). */
  debounceMs?: number;
  /** Longest time typed text waits while the student keeps typing. */
  maxWaitMs?: number;
  /** Longest pause between retries; pauses double from one second up to this. */
  maxRetryDelayMs?: number;
}

/**
 * The editor's one line to the server. Edits are merged and sent after a pause; one request at a
 * time, each naming the version it was made to; failed requests are retried with backoff;
 * a 409 version conflict stops saving until the student chooses a text (never an overwrite).
 * Other changes (details, restoring a version) go through `perform`, so they are ordered with
 * the autosaves and use the current version too. Plain TypeScript, so React subscribes to it with
 * useSyncExternalStore and tests drive it with fake timers.
 */
export class EssaySaveQueue {
  private version: number;
  /** The text the server holds as far as this editor knows: a conflict is only real if it changed. */
  private serverBody: string;
  private pending: EssayChange | null = null;
  /** The autosave on its way (not a `perform`: details and restores are no unsaved text). */
  private inFlight: EssayChange | null = null;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstUnsavedAt: number | null = null;
  private failures = 0;
  private active = true;
  private state: SaveState = { status: 'saved', conflict: null, errorMessage: null };
  private readonly listeners = new Set<() => void>();
  private readonly options: Required<SaveQueueOptions>;

  constructor(options: SaveQueueOptions) {
    this.options = { debounceMs: 1000, maxWaitMs: 5000, maxRetryDelayMs: 30_000, ...options };
    this.version = options.version;
    this.serverBody = options.body;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SaveState => this.state;

  /**
   * True while something typed differs from what the server holds (used to warn before leaving).
   * It warned after text typed and deleted again, and while only details were saving.
   */
  hasUnsavedChanges = (): boolean => this.differs(this.pending) || this.differs(this.inFlight);

  private differs(change: EssayChange | null): boolean {
    if (!change) return false;
    return Object.entries(change).some(
      ([key, value]) => value !== undefined && key !== 'keepReplacedText' && (key !== 'body' || value !== this.serverBody),
    );
  }

  /** Records an edit; it is saved after a pause (or at once with `flush`). */
  edit(change: EssayChange): void {
    this.pending = { ...this.pending, ...change };
    // Back to the text the server holds (typed, then deleted): nothing to save, nothing to warn about.
    if (!this.differs(this.pending) && !this.running && this.state.status !== 'conflict') {
      this.pending = null;
      this.firstUnsavedAt = null;
      this.failures = 0;
      this.clearTimer();
      this.setState({ status: 'saved', conflict: null, errorMessage: null });
      return;
    }
    this.firstUnsavedAt ??= Date.now();
    // A conflict waits for the student; a retry is already scheduled and will carry this edit.
    if (this.state.status === 'conflict' || this.state.status === 'retrying') return;
    this.setState({ status: 'unsaved', conflict: null, errorMessage: null });
    const waited = Date.now() - this.firstUnsavedAt;
    this.schedule(Math.max(0, Math.min(this.options.debounceMs, this.options.maxWaitMs - waited)));
  }

  /** Sends what is waiting now. Resolves when that attempt is over (saved or not). */
  flush(): Promise<void> {
    this.clearTimer();
    if (this.running) return this.running;
    if (!this.pending || this.state.status === 'conflict') return Promise.resolve();
    const change = this.pending;
    this.pending = null;
    this.firstUnsavedAt = null;
    this.setState({ status: 'saving', conflict: null, errorMessage: null });
    this.inFlight = change;
    this.running = this.options
      .send({ ...change, version: this.version })
      .then(
        (essay) => {
          this.failures = 0;
          this.confirm(essay);
        },
        (error: unknown) => {
          // Nothing typed is dropped: newer edits win over the failed ones.
          this.pending = { ...change, ...this.pending };
          this.failed(error);
        },
      )
      .finally(() => {
        this.inFlight = null;
        this.running = null;
        this.afterRun();
      });
    return this.running;
  }

  /** Tries a failed save again now (the browser came back online). */
  retryNow(): void {
    if (this.state.status === 'retrying') void this.flush();
  }

  /**
   * Runs another change (details, a restore) in turn with the autosaves: the text is saved first,
   * then `run` gets the current version. Rejects with UnsavedTextError, EssayChangedError or the
   * API's error (field messages for forms).
   */
  async perform(run: (version: number) => Promise<Essay>): Promise<Essay> {
    if (this.running) await this.running;
    if (this.pending && this.state.status !== 'conflict') await this.flush();
    if (this.pending || this.running || this.state.status === 'conflict') throw new UnsavedTextError();
    let result = null as Essay | null;
    let failure: unknown = null;
    this.setState({ status: 'saving', conflict: null, errorMessage: null });
    this.running = run(this.version).then(
      (essay) => {
        result = essay;
        this.confirm(essay);
      },
      (error: unknown) => {
        failure = error;
        const current = versionConflict(error);
        if (current) this.conflicted(current);
        else this.setState({ status: this.pending ? 'unsaved' : 'saved', conflict: null, errorMessage: null });
      },
    );
    try {
      await this.running;
    } finally {
      this.running = null;
      this.afterRun();
    }
    if (result) return result;
    throw versionConflict(failure) ? new EssayChangedError() : failure;
  }

  /** Conflict resolved by keeping the student's text: it is saved over the stored one. */
  keepMine(body: string): void {
    const current = this.state.conflict;
    if (!current) return;
    this.adopt(current);
    // The text saved elsewhere goes into the history before the student's text replaces it.
    this.pending = { ...this.pending, body, keepReplacedText: true };
    this.setState({ status: 'unsaved', conflict: null, errorMessage: null });
    void this.flush();
  }

  /** Conflict resolved by taking the stored text; returns it for the editor to show. */
  takeStored(): Essay | null {
    const current = this.state.conflict;
    if (!current) return null;
    this.adopt(current);
    this.pending = null;
    this.firstUnsavedAt = null;
    this.options.onSaved(current);
    this.setState({ status: 'saved', conflict: null, errorMessage: null });
    return current;
  }

  /** The essay was deleted: drop whatever is waiting and never send again. */
  abandon(): void {
    this.active = false;
    this.clearTimer();
    this.pending = null;
    this.firstUnsavedAt = null;
  }

  /** The editor is going away: stop timers and make one last attempt to save what is waiting. */
  dispose(): void {
    this.active = false;
    this.clearTimer();
    if (!this.running) void this.flush();
  }

  /** The editor is (again) on screen (React may mount, unmount and mount again). */
  activate(): void {
    this.active = true;
    if (this.pending && this.state.status !== 'conflict') this.schedule(this.options.debounceMs);
  }

  private confirm(essay: Essay): void {
    this.adopt(essay);
    this.options.onSaved(essay);
    this.setState({ status: this.pending ? 'unsaved' : 'saved', conflict: null, errorMessage: null });
  }

  private adopt(essay: Essay): void {
    this.version = essay.version;
    this.serverBody = essay.body;
  }

  private failed(error: unknown): void {
    const current = versionConflict(error);
    if (current) {
      this.conflicted(current);
      return;
    }
    if (isRetryable(error)) {
      this.failures += 1;
      this.setState({ status: 'retrying', conflict: null, errorMessage: null });
      this.schedule(Math.min(1000 * 2 ** (this.failures - 1), this.options.maxRetryDelayMs));
      return;
    }
    const message = error instanceof ApiRequestError && error.body ? error.body.message : null;
    this.setState({ status: 'error', conflict: null, errorMessage: message });
  }

  /**
   * Someone else saved first. If they did not touch the text (only details), the student's text
   * goes on top of their version; otherwise the student chooses.
   */
  private conflicted(current: Essay): void {
    if (current.body === this.serverBody) {
      this.adopt(current);
      this.options.onSaved(current);
      this.setState({ status: this.pending ? 'unsaved' : 'saved', conflict: null, errorMessage: null });
      return;
    }
    this.setState({ status: 'conflict', conflict: current, errorMessage: null });
  }

  private afterRun(): void {
    if (this.pending && this.state.status !== 'conflict' && this.state.status !== 'retrying' && this.state.status !== 'error') {
      this.schedule(this.options.debounceMs);
    }
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    if (!this.active) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(next: SaveState): void {
    const current = this.state;
    if (current.status === next.status && current.conflict === next.conflict && current.errorMessage === next.errorMessage) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
