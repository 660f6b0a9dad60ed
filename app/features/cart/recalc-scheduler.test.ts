import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LineInput } from "./cart-view.ts";
import { RecalcScheduler, type RecalcOutcome, type RecalcState } from "./recalc-scheduler.ts";

function line(id: string, quantity: number, target: string | null = null): LineInput {
  return {
    id,
    quantity,
    deliveryTarget: target,
    seasonCollection: target ? "SS27" : null,
    deliveryYear: target ? 2027 : null,
    baseProductCode: "P1",
  };
}

function setup(hold?: () => boolean) {
  const calls: { lines: LineInput[]; answer: (o: RecalcOutcome<string>) => void; fail: () => void }[] = [];
  const states: RecalcState[] = [];
  const results: string[] = [];
  const onRedirect = vi.fn();
  const onReload = vi.fn();
  const onHold = vi.fn();
  const scheduler = new RecalcScheduler<string>({
    send: (lines) =>
      new Promise((resolve, reject) => {
        calls.push({ lines, answer: resolve, fail: () => reject(new Error("network")) });
      }),
    onState: (s) => states.push(s),
    onResult: (r) => results.push(r),
    onRedirect,
    onReload,
    hold,
    onHold,
  });
  const last = () => states[states.length - 1]!;
  const answer = async (i: number, outcome: RecalcOutcome<string> = { kind: "ok", result: `r${i}` }) => {
    calls[i]!.answer(outcome);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { scheduler, calls, last, results, onRedirect, onReload, onHold, answer };
}

describe("cart recalculation scheduling", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("marks the line modified and sends once, 1.5 s after the last edit", async () => {
    const s = setup();
    s.scheduler.edit(line("A", 1));
    expect([...s.last().modified]).toEqual(["A"]);
    await vi.advanceTimersByTimeAsync(1000);
    s.scheduler.edit(line("A", 12));
    s.scheduler.edit(line("B", 3));
    await vi.advanceTimersByTimeAsync(1499);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.lines.map((l) => [l.id, l.quantity])).toEqual([
      ["A", 12],
      ["B", 3],
    ]);
    expect(s.last()).toEqual({ modified: new Set(["A", "B"]), busy: true });
    await s.answer(0);
    expect(s.results).toEqual(["r0"]);
    expect(s.last()).toEqual({ modified: new Set(), busy: false });
  });

  it("Apply or Enter sends at once, without waiting for the delay", () => {
    const s = setup();
    s.scheduler.edit(line("A", 2));
    s.scheduler.flush();
    expect(s.calls).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(s.calls).toHaveLength(1);
  });

  it("Apply with nothing modified sends nothing", () => {
    const s = setup();
    s.scheduler.flush();
    expect(s.calls).toHaveLength(0);
  });

  it("runs one at a time: edits made meanwhile go in the next recalculation", async () => {
    const s = setup();
    s.scheduler.edit(line("A", 1));
    s.scheduler.flush();
    s.scheduler.edit(line("B", 2));
    await vi.advanceTimersByTimeAsync(1500);
    expect(s.calls).toHaveLength(1);
    expect([...s.last().modified].sort()).toEqual(["A", "B"]);
    await s.answer(0);
    expect(s.calls).toHaveLength(2);
    expect(s.calls[1]!.lines.map((l) => l.id)).toEqual(["B"]);
    expect(s.last()).toEqual({ modified: new Set(["B"]), busy: true });
    await s.answer(1);
    expect(s.results).toEqual(["r0", "r1"]);
  });

  it("an edit during a recalculation still waits its 1.5 s when the first ends early", async () => {
    const s = setup();
    s.scheduler.edit(line("A", 1));
    s.scheduler.flush();
    await vi.advanceTimersByTimeAsync(100);
    s.scheduler.edit(line("A", 5));
    await s.answer(0);
    expect(s.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(s.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls).toHaveLength(2);
    expect(s.calls[1]!.lines[0]!.quantity).toBe(5);
  });

  it("keys lines per delivery target, so one size can be edited in two seasons", async () => {
    const s = setup();
    s.scheduler.edit(line("A", 1, "SPRING"));
    s.scheduler.edit(line("A", 2, "SUMMER"));
    await vi.advanceTimersByTimeAsync(1500);
    expect(s.calls[0]!.lines).toHaveLength(2);
    expect([...s.last().modified].sort()).toEqual(["A@SPRING-2027", "A@SUMMER-2027"]);
  });

  it("a refusal redirects and stops sending", async () => {
    const s = setup();
    s.scheduler.edit(line("A", 1));
    s.scheduler.flush();
    s.scheduler.edit(line("B", 1));
    await s.answer(0, { kind: "redirect", url: "/partner/cart?forceValidation=true" });
    expect(s.onRedirect).toHaveBeenCalledWith("/partner/cart?forceValidation=true");
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.calls).toHaveLength(1);
  });

  it("a dropped connection reloads the page", async () => {
    const s = setup();
    s.scheduler.edit(line("A", 1));
    s.scheduler.flush();
    s.calls[0]!.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.onReload).toHaveBeenCalledOnce();
    expect(s.results).toEqual([]);
  });

  it("discarding a waiting edit sends nothing for it", async () => {
    const s = setup();
    s.scheduler.edit(line("A", 1));
    s.scheduler.discard("A");
    await vi.advanceTimersByTimeAsync(1500);
    expect(s.calls).toHaveLength(0);
    expect(s.scheduler.hasPending()).toBe(false);
  });

  it("sends nothing after dispose", async () => {
    const s = setup();
    s.scheduler.edit(line("A", 1));
    s.scheduler.dispose();
    await vi.advanceTimersByTimeAsync(1500);
    expect(s.calls).toHaveLength(0);
  });

  it("a held recalculation is not sent: the lines stay modified until dropped (a saved bag the edits would empty)", async () => {
    let holding = true;
    const s = setup(() => holding);
    s.scheduler.edit(line("A", 0));
    await vi.advanceTimersByTimeAsync(1500);
    expect(s.calls).toHaveLength(0);
    expect(s.onHold).toHaveBeenCalledOnce();
    expect(s.last()).toEqual({ modified: new Set(["A"]), busy: false });
    s.scheduler.flush();
    expect(s.calls).toHaveLength(0);
    expect(s.onHold).toHaveBeenCalledTimes(2);
    expect(s.scheduler.dropWaiting()).toEqual(["A"]);
    expect(s.last()).toEqual({ modified: new Set(), busy: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.calls).toHaveLength(0);
    // Nothing held any more: the next edit goes out as usual.
    holding = false;
    s.scheduler.edit(line("A", 2));
    s.scheduler.flush();
    expect(s.calls.map((c) => c.lines.map((l) => [l.id, l.quantity]))).toEqual([[["A", 2]]]);
  });

  it("an edit waiting behind a running recalculation is held too when it would empty the list", async () => {
    let holding = false;
    const s = setup(() => holding);
    s.scheduler.edit(line("A", 1));
    s.scheduler.flush();
    s.scheduler.edit(line("A", 0));
    s.scheduler.flush();
    holding = true;
    await s.answer(0);
    expect(s.calls).toHaveLength(1);
    expect(s.onHold).toHaveBeenCalledOnce();
    expect([...s.last().modified]).toEqual(["A"]);
  });
});
