import { SUGGEST_GATE_INITIAL, normalizeSearchText, shouldRequestSuggestions, suggestGate } from "#domain/autosuggest.ts";
import { parseAutocomplete, type AutocompleteResponse } from "./types.ts";

export interface SuggestControllerOptions {
  /** `{ctx}/search/autocomplete`; the term goes in `term`. */
  endpoint: string;
  minChars: number;
  delayMs: number;
  /** Shows the answer for `term`, or hides the list (null). */
  onResults: (results: AutocompleteResponse | null, term: string) => void;
  /** The session has ended (401 on a partner site). */
  onUnauthorized: () => void;
  fetcher?: (url: string) => Promise<Response>;
}

interface Answer {
  seq: number;
  term: string;
  results: AutocompleteResponse;
}

const defaultFetcher = (url: string) => fetch(url, { credentials: "same-origin", headers: { accept: "application/json" } });

/**
 * Autosuggest requests for the header search (shopping-flow §4, §5, §9): waits `delayMs` after
 * the last change, asks only from `minChars` characters of trimmed text, keeps at most 2 requests
 * outstanding (a newer term waits for a slot) and shows an answer only when the request settling
 * was the only one outstanding — then the newest answer received, so an older answer never
 * replaces a newer one.
 */
export class SuggestController {
  private gate = SUGGEST_GATE_INITIAL;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private seq = 0;
  /** Answers to requests up to this number are dropped (the text changed below the minimum). */
  private floor = 0;
  private shownSeq = 0;
  private newest: Answer | null = null;
  private pending: string | null = null;
  private disposed = false;
  private readonly fetcher: (url: string) => Promise<Response>;

  constructor(private readonly options: SuggestControllerOptions) {
    this.fetcher = options.fetcher ?? defaultFetcher;
  }

  /** The text in the box changed. */
  input(text: string): void {
    clearTimeout(this.timer);
    const term = normalizeSearchText(text);
    if (term === null || !shouldRequestSuggestions(term, this.options.minChars)) {
      this.pending = null;
      this.floor = this.seq;
      this.newest = null;
      this.options.onResults(null, term ?? "");
      return;
    }
    this.timer = setTimeout(() => this.send(term), this.options.delayMs);
  }

  /** Number of requests on their way (for tests). */
  get outstanding(): number {
    return this.gate.outstanding;
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
  }

  private send(term: string): void {
    const step = suggestGate(this.gate, { type: "send" });
    if (!step.sent) {
      this.pending = term;
      return;
    }
    this.gate = step.state;
    this.seq += 1;
    void this.run(this.seq, term);
  }

  private async run(seq: number, term: string): Promise<void> {
    let results: AutocompleteResponse | null = null;
    try {
      const res = await this.fetcher(`${this.options.endpoint}?term=${encodeURIComponent(term)}`);
      if (res.status === 401) {
        if (!this.disposed) this.options.onUnauthorized();
      } else if (res.ok) {
        results = parseAutocomplete(await res.json());
      }
    } catch {
      // Offline or a bad body: nothing to show for this term.
    }
    if (this.disposed) return;
    const step = suggestGate(this.gate, { type: "settle" });
    this.gate = step.state;
    if (results && seq > this.floor && (!this.newest || seq > this.newest.seq)) this.newest = { seq, term, results };
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) this.send(pending);
    const newest = this.newest;
    if (step.show && newest && newest.seq > this.shownSeq) {
      this.shownSeq = newest.seq;
      this.options.onResults(newest.results, newest.term);
    }
  }
}
