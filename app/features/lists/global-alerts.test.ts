import { describe, expect, it } from "vitest";
import { storeGlobalAlerts, takeGlobalAlerts } from "./global-alerts.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe("global alerts (account-and-ordering §8)", () => {
  it("are kept per page and shown once", () => {
    const storage = memoryStorage();
    storeGlobalAlerts(storage, "/partner/quickOrder", [{ kind: "info", message: "3 lines were added." }]);
    storeGlobalAlerts(storage, "/partner/bag", [{ kind: "error", message: "No." }]);
    expect(takeGlobalAlerts(storage, "/partner/quickOrder")).toEqual([{ kind: "info", message: "3 lines were added." }]);
    expect(takeGlobalAlerts(storage, "/partner/quickOrder")).toEqual([]);
    expect(takeGlobalAlerts(storage, "/partner/bag")).toHaveLength(1);
  });

  it("drop what is not an alert of a known kind", () => {
    const storage = memoryStorage();
    storage.setItem("brim.globalAlerts:/p", JSON.stringify([{ kind: "script", message: "x" }, { kind: "skippedMaterials", message: "Skipped", details: ["Row 2"] }, 7]));
    expect(takeGlobalAlerts(storage, "/p")).toEqual([{ kind: "skippedMaterials", message: "Skipped", details: ["Row 2"] }]);
    storage.setItem("brim.globalAlerts:/p", "{not json");
    expect(takeGlobalAlerts(storage, "/p")).toEqual([]);
  });
});
