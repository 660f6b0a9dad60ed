/**
 * When the cart page sends quantity edits (account-and-ordering §4, §9): an edited line is
 * "modified"; one recalculation goes out 1.5 s after the last edit, or at once on Apply or
 * Enter. Only one runs at a time: edits made meanwhile wait for it and go in the next one.
 * A refusal sends the browser elsewhere (forceValidation page or the `redirectUrl` header), a
 * dropped connection reloads the page; after either nothing more is sent. A page may hold a
 * recalculation back (`hold`: a saved bag the edits would empty offers its removal instead of
 * sending, account-and-ordering §4); the held lines wait until sent again or dropped.
 */
import { lineInputKey, type LineInput } from "./cart-view.ts";

export const RECALC_DELAY_MS = 1500;

export type RecalcOutcome<T> = { kind: "ok"; result: T } | { kind: "redirect"; url: string } | { kind: "reload" };

export interface RecalcState {
  /** Lines edited and not yet answered (waiting or being sent). */
  modified: ReadonlySet<string>;
  /** A recalculation is on its way: action buttons are disabled. */
  busy: boolean;
}

export interface RecalcSchedulerOptions<T> {
  delayMs?: number;
  send: (lines: LineInput[]) => Promise<RecalcOutcome<T>>;
  onState: (state: RecalcState) => void;
  onResult: (result: T, sent: readonly LineInput[]) => void;
  onRedirect: (url: string) => void;
  onReload: () => void;
  /** Asked before each send: true keeps the waiting lines unsent and calls `onHold`. */
  hold?: () => boolean;
  onHold?: () => void;
}

export class RecalcScheduler<T> {
  private readonly waiting = new Map<string, LineInput>();
  private inFlight = new Map<string, LineInput>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private busy = false;
  /** Apply, Enter or the timer asked while one was running: send as soon as it ends. */
  private due = false;
  private stopped = false;

  constructor(private readonly options: RecalcSchedulerOptions<T>) {}

  /** A quantity input changed: the line is modified and the countdown starts again. */
  edit(line: LineInput): void {
    if (this.stopped) return;
    this.waiting.set(lineInputKey(line), line);
    this.restartTimer();
    this.emit();
  }

  /** Apply or Enter: send what waits now (or right after the one running). */
  flush(): void {
    if (this.stopped) return;
    this.clearTimer();
    if (this.busy) {
      this.due = true;
      return;
    }
    if (this.waiting.size > 0) this.sendOrHold();
  }

  /** Forget every waiting edit without sending it (a held recalculation the user took back); answers their keys. */
  dropWaiting(): string[] {
    this.clearTimer();
    const keys = [...this.waiting.keys()];
    this.waiting.clear();
    this.due = false;
    this.emit();
    return keys;
  }

  /** Forget a line's edit without sending it (its item was removed). */
  discard(key: string): void {
    if (this.waiting.delete(key)) this.emit();
  }

  hasPending(): boolean {
    return this.waiting.size > 0 || this.busy;
  }

  state(): RecalcState {
    return { modified: new Set([...this.waiting.keys(), ...this.inFlight.keys()]), busy: this.busy };
  }

  dispose(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private restartTimer(): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.options.delayMs ?? RECALC_DELAY_MS);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private sendOrHold(): void {
    if (this.options.hold?.()) {
      this.options.onHold?.();
      return;
    }
    void this.sendWaiting();
  }

  private async sendWaiting(): Promise<void> {
    this.inFlight = new Map(this.waiting);
    this.waiting.clear();
    this.busy = true;
    this.due = false;
    this.emit();
    const sent = [...this.inFlight.values()];
    let outcome: RecalcOutcome<T>;
    try {
      outcome = await this.options.send(sent);
    } catch {
      outcome = { kind: "reload" };
    }
    if (this.stopped) return;
    if (outcome.kind !== "ok") {
      this.stopped = true;
      this.clearTimer();
      if (outcome.kind === "redirect") this.options.onRedirect(outcome.url);
      else this.options.onReload();
      return;
    }
    this.inFlight = new Map();
    this.busy = false;
    this.options.onResult(outcome.result, sent);
    this.emit();
    if (this.due && this.waiting.size > 0) {
      this.clearTimer();
      this.sendOrHold();
    }
  }

  private emit(): void {
    this.options.onState(this.state());
  }
}
