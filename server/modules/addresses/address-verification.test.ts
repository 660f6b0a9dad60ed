import { describe, expect, it } from "vitest";
import { storedVerificationOf, verificationFieldErrors } from "./address-verification.ts";

describe("the verification service's answers on a save (decision 0026)", () => {
  it("names the form's fields and speaks the page's language; one message per field", () => {
    const errors = [
      { field: "countryIso", message: "Please select a country." },
      { field: "region", message: "Please select a region of the selected country." },
      { field: "postcode", message: "Please enter a postcode." },
      { field: "postcode", message: "again" },
    ] as const;
    expect(verificationFieldErrors(errors, "", "en")).toEqual([
      { field: "countryIso", message: "Select a country." },
      { field: "regionIso", message: "Select a state or region." },
      { field: "postcode", message: "Enter a postcode." },
    ]);
    expect(verificationFieldErrors([{ field: "postcode", message: "Please enter a ZIP code of 5 digits, or ZIP+4 (12345-6789)." }], "973", "ja")).toEqual([{ field: "postcode", message: "正しい郵便番号を入力してください。" }]);
  });

  it.each<[Parameters<typeof storedVerificationOf>[0], string]>([
    [{ kind: "ok" }, "verified"],
    [{ kind: "suggestions", items: [] }, "not_verified"],
    [{ kind: "noMatch" }, "not_verified"],
  ])("%j is stored as %s", (answer, stored) => {
    expect(storedVerificationOf(answer)).toBe(stored);
  });
});
