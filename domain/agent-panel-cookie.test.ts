import { describe, expect, it } from "vitest";
import { formatAgentPanelCookie, parseAgentPanelCookie } from "./agent-panel-cookie.ts";

describe("agent panel cookie {position, state}", () => {
  it.each([
    [undefined, { position: 0, state: "expanded" }],
    ["", { position: 0, state: "expanded" }],
    ["not json", { position: 0, state: "expanded" }],
    [encodeURIComponent('{"position":40,"state":"collapsed"}'), { position: 40, state: "collapsed" }],
    [encodeURIComponent('{"position":140,"state":"sideways"}'), { position: 0, state: "expanded" }],
    [encodeURIComponent('{"position":-3,"state":"collapsed"}'), { position: 0, state: "collapsed" }],
    [encodeURIComponent("[1,2]"), { position: 0, state: "expanded" }],
    ["x".repeat(200), { position: 0, state: "expanded" }],
  ] as const)("reads %s", (raw, expected) => {
    expect(parseAgentPanelCookie(raw)).toEqual(expected);
  });

  it("reads back what it writes", () => {
    expect(parseAgentPanelCookie(formatAgentPanelCookie({ position: 25, state: "collapsed" }))).toEqual({ position: 25, state: "collapsed" });
  });
});
