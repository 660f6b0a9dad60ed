import { describe, expect, it } from "vitest";
import { AddressLookupController } from "./address-lookup-controller.ts";
import type { LookupList } from "./address-lookup.ts";

interface Call {
  body: Record<string, unknown>;
  signal: AbortSignal;
  resolve: (body: unknown) => void;
  reject: (error: Error) => void;
}

const ITEM = { Moniker: "bW9u", PartialAddress: "1642 Bramblewood Lane, Riverton Falls, OR 97304", Text: "1642 Bramblewood Lane, Riverton Falls", IsUnresolvableRange: false };
const picklist = (...items: object[]) => ({ result: { Picklist: { Items: items } } });

function setup() {
  const calls: Call[] = [];
  const lists: LookupList[] = [];
  const controller = new AddressLookupController(
    (body, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        calls.push({ body: body as Record<string, unknown>, signal, resolve, reject });
      }),
    (list) => lists.push(list),
  );
  const type = (line1: string, postcode = "", countryIso = "US") => controller.input({ line1, postcode, countryIso });
  const last = () => lists.at(-1);
  return { controller, calls, lists, type, last };
}

/** Lets the awaited answers run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("address lookup requests (service-and-support §4, §5, §7)", () => {
  it.each<[string, string, string | null]>([
    ["164", "", null],
    ["  16 ", "", null],
    ["1642", "", "1642"],
    [" 1642 Bramble ", "", "1642 Bramble"],
    ["1642 Bramble", "97304", "1642 Bramble|97304"],
    ["164", "97304", null],
  ])("line 1 %j, postcode %j → searches %j", (line1, postcode, search) => {
    const s = setup();
    s.type(line1, postcode);
    expect(s.calls.map((c) => c.body)).toEqual(search === null ? [] : [{ method: "Search", search, countryId: "US" }]);
    expect(s.last()).toEqual({ kind: "none" });
  });

  it("cancels the request in flight and clears the old list on every keystroke; an answer of a cancelled request is never shown", async () => {
    const s = setup();
    s.type("1642");
    s.calls[0]!.resolve(picklist(ITEM));
    await settled();
    expect(s.last()).toEqual({ kind: "items", items: [ITEM] });

    s.type("1642 B");
    expect(s.last()).toEqual({ kind: "none" });
    s.type("1642 Br");
    expect(s.calls[1]!.signal.aborted).toBe(true);
    expect(s.calls[2]!.signal.aborted).toBe(false);
    s.calls[1]!.resolve(picklist({ ...ITEM, Text: "old" }));
    await settled();
    expect(s.last()).toEqual({ kind: "none" });
    s.calls[2]!.resolve(picklist(ITEM));
    await settled();
    expect(s.last()).toEqual({ kind: "items", items: [ITEM] });

    // Deleting below 4 characters cancels too, and asks nothing.
    s.type("1642 Bra");
    s.type("164");
    expect(s.calls[3]!.signal.aborted).toBe(true);
    expect(s.calls).toHaveLength(4);
    expect(s.controller.pending).toBe(false);
  });

  it.each<[string, unknown, LookupList]>([
    ["too many matches", picklist({ Moniker: "", PartialAddress: "", Text: "Search returned too many matches", IsUnresolvableRange: false }), { kind: "notice", notice: "tooManyMatches" }],
    ["no matches", picklist({ Moniker: "", PartialAddress: "", Text: "No matches found", IsUnresolvableRange: false }), { kind: "notice", notice: "noMatches" }],
    ["an unlicensed country", { error: { message: "NotLicensed: no data set is licensed for country DE." } }, { kind: "notice", notice: "countryNotSupported" }],
    ["no country", { error: { message: "NoDataMapping: no data set is mapped to an empty country" } }, { kind: "notice", notice: "selectCountry" }],
    ["another error", { error: { message: "Service busy" } }, { kind: "none" }],
    ["a body of another shape", { result: {} }, { kind: "none" }],
  ])("shows %s as the list's red message or nothing", async (_label, body, list) => {
    const s = setup();
    s.type("Riverton");
    s.calls[0]!.resolve(body);
    await settled();
    expect(s.last()).toEqual(list);
  });

  it("ignores a failed search: the list stays empty", async () => {
    const s = setup();
    s.type("1642");
    s.calls[0]!.reject(new Error("503"));
    await settled();
    expect(s.lists).toEqual([{ kind: "none" }]);
    expect(s.controller.pending).toBe(false);
  });

  it("fetches a chosen suggestion's address with GetAddress, cancelling a search still in flight", async () => {
    const s = setup();
    s.type("1642");
    const chosen = s.controller.address("US", "bW9u");
    expect(s.calls[0]!.signal.aborted).toBe(true);
    expect(s.calls[1]!.body).toEqual({ method: "GetAddress", countryId: "US", moniker: "bW9u" });
    s.calls[1]!.resolve({ result: { AddressLines: ["1642 Bramblewood Lane", "", "", "Riverton Falls", "US-OR", "97304"].map((Line) => ({ Line })) } });
    expect(await chosen).toEqual(["1642 Bramblewood Lane", "", "", "Riverton Falls", "US-OR", "97304"]);
  });

  it("answers null when GetAddress fails, answers an error, or newer typing cancels it", async () => {
    const s = setup();
    const failed = s.controller.address("US", "x");
    s.calls[0]!.reject(new Error("offline"));
    expect(await failed).toBeNull();
    const error = s.controller.address("US", "x");
    s.calls[1]!.resolve({ error: { message: "The moniker does not name an address of this country." } });
    expect(await error).toBeNull();
    const overtaken = s.controller.address("US", "x");
    s.type("1642");
    expect(await overtaken).toBeNull();
  });

  it("stops everything when disposed: no answer is shown afterwards", async () => {
    const s = setup();
    s.type("1642");
    const shown = s.lists.length;
    s.controller.dispose();
    expect(s.calls[0]!.signal.aborted).toBe(true);
    await settled();
    expect(s.lists).toHaveLength(shown);
  });
});
