import { describe, expect, it } from "vitest";
import { addressAlertOf } from "./address-book-alert.ts";

describe("addressAlertOf", () => {
  it.each([
    ["saved", { tone: "success", key: "alert.saved" }],
    ["removed", { tone: "success", key: "alert.removed" }],
    ["defaultSet", { tone: "success", key: "alert.defaultSet" }],
    ["enabled", { tone: "success", key: "alert.enabled" }],
    ["notFound", { tone: "error", key: "alert.notFound" }],
    ["addressDisabled", { tone: "error", key: "alert.addressDisabled" }],
    ["duplicate", { tone: "error", key: "alert.duplicate" }],
    [null, null],
    ["", null],
    ["toString", null],
    ["<script>", null],
  ] as const)("%s", (value, alert) => {
    expect(addressAlertOf(value)).toEqual(alert);
  });
});
