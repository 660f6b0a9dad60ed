import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SuggestController } from "./suggest-controller.ts";
import type { AutocompleteResponse } from "./types.ts";

interface Call {
  term: string;
  resolve: (res: Response) => void;
}

function answer(term: string): Response {
  return new Response(JSON.stringify({ suggestions: [{ term: `${term} team` }], products: [] }), { status: 200 });
}

function setup() {
  const calls: Call[] = [];
  const shown: string[] = [];
  const hidden: number[] = [];
  const onUnauthorized = vi.fn();
  const controller = new SuggestController({
    endpoint: "/search/autocomplete",
    minChars: 2,
    delayMs: 200,
    onResults: (results: AutocompleteResponse | null) => {
      if (results) shown.push(results.suggestions[0]!.term);
      else hidden.push(1);
    },
    onUnauthorized,
    fetcher: (url) =>
      new Promise<Response>((resolve) => {
        calls.push({ term: new URL(url, "http://x").searchParams.get("term")!, resolve });
      }),
  });
  const settle = async (i: number, res?: Response) => {
    calls[i]!.resolve(res ?? answer(calls[i]!.term));
    await vi.runAllTimersAsync();
  };
  const type = async (text: string) => {
    controller.input(text);
    await vi.advanceTimersByTimeAsync(200);
  };
  return { controller, calls, shown, hidden, settle, type, onUnauthorized };
}

describe("header autosuggest requests", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks from 2 trimmed characters, after the delay, once per pause", async () => {
    const s = setup();
    s.controller.input(" a ");
    await vi.advanceTimersByTimeAsync(500);
    expect(s.calls).toHaveLength(0);
    s.controller.input("ab");
    await vi.advanceTimersByTimeAsync(150);
    s.controller.input("abc ");
    await vi.advanceTimersByTimeAsync(199);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls.map((c) => c.term)).toEqual(["abc"]);
    await s.settle(0);
    expect(s.shown).toEqual(["abc team"]);
  });

  it("keeps at most 2 outstanding; the third term waits for a slot", async () => {
    const s = setup();
    await s.type("ab");
    await s.type("abc");
    await s.type("abcd");
    expect(s.calls.map((c) => c.term)).toEqual(["ab", "abc"]);
    expect(s.controller.outstanding).toBe(2);
    await s.settle(0);
    // Settled while 2 were outstanding: not shown; the waiting term goes out.
    expect(s.shown).toEqual([]);
    expect(s.calls.map((c) => c.term)).toEqual(["ab", "abc", "abcd"]);
    await s.settle(1);
    expect(s.shown).toEqual([]);
    await s.settle(2);
    expect(s.shown).toEqual(["abcd team"]);
  });

  it("never lets an older answer replace a newer one", async () => {
    const s = setup();
    await s.type("ab");
    await s.type("abc");
    await s.settle(1);
    expect(s.shown).toEqual([]);
    await s.settle(0);
    // The older request settled last, alone: the newest answer is the one shown.
    expect(s.shown).toEqual(["abc team"]);
  });

  it("drops answers once the text is below the minimum", async () => {
    const s = setup();
    await s.type("ab");
    s.controller.input("a");
    expect(s.hidden).toHaveLength(1);
    await s.settle(0);
    expect(s.shown).toEqual([]);
  });

  it("reports a 401 and shows nothing", async () => {
    const s = setup();
    await s.type("ab");
    await s.settle(0, new Response("", { status: 401 }));
    expect(s.onUnauthorized).toHaveBeenCalledOnce();
    expect(s.shown).toEqual([]);
  });
});
