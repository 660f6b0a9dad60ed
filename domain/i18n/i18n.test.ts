import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../sites.ts";
import { catalogues, createTranslator, translate, type MessageKey } from "./index.ts";

const PLACEHOLDER = /\{\w+\}|%d/g;

function placeholders(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])].sort();
}

function paragraphBreaks(text: string): number {
  return text.split("\n\n").length - 1;
}

const enKeys = Object.keys(catalogues.en).sort() as MessageKey[];

describe("i18n catalogues", () => {
  it("has a catalogue for every language", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)("%s has exactly the keys of en", (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(enKeys);
  });

  it.each(LANGUAGES)("%s has no empty texts", (language) => {
    const empty = enKeys.filter((key) => catalogues[language][key].trim() === "");
    expect(empty).toEqual([]);
  });

  it.each(["ja", "es"] as const)("%s keeps every placeholder of en", (language) => {
    for (const key of enKeys) {
      const expected = placeholders(catalogues.en[key]);
      expect(placeholders(catalogues[language][key]), `${language} ${key}`).toEqual(expected);
    }
  });

  it.each(["ja", "es"] as const)("%s keeps the paragraph breaks of en", (language) => {
    for (const key of enKeys) {
      expect(paragraphBreaks(catalogues[language][key]), `${language} ${key}`).toBe(
        paragraphBreaks(catalogues.en[key]),
      );
    }
  });
});

describe("translate", () => {
  it("returns the text of the language", () => {
    expect(translate("en", "header.search.submit")).toBe("Search");
    expect(translate("ja", "header.search.submit")).toBe(catalogues.ja["header.search.submit"]);
    expect(translate("es", "header.search.submit")).toBe(catalogues.es["header.search.submit"]);
  });

  it("substitutes string and number parameters, every occurrence", () => {
    expect(translate("en", "terms.step", { step: 2, count: 3 })).toBe("Step 2 of 3");
    expect(translate("es", "terms.step", { step: 2, count: 3 })).toBe("Paso 2 de 3");
    expect(translate("en", "header.account.greeting", { name: "Ana" })).toBe("Hi, Ana");
    const ja = translate("ja", "header.miniCart.count", { count: 4 });
    expect(ja).toContain("4");
    expect(ja).not.toContain("{count}");
  });

  it("leaves unknown or missing parameters as they are", () => {
    expect(translate("en", "terms.step", { step: 1 })).toBe("Step 1 of {count}");
    expect(translate("en", "terms.step")).toBe("Step {step} of {count}");
    expect(translate("en", "header.account.greeting", { other: "x" })).toBe("Hi, {name}");
  });

  it("does not touch %d or substitute inherited properties", () => {
    expect(translate("en", "password.minLength", { d: 8 })).toBe("Minimum length is %d characters");
    expect(translate("en", "header.account.greeting", {})).toBe("Hi, {name}");
    expect(translate("en", "header.nav.all", Object.create({ name: "x" }) as Record<string, string>)).toBe(
      "All {name}",
    );
  });

  it("does not interpret $ patterns in parameter values", () => {
    expect(translate("en", "home.fromPrice", { price: "$$12.00 $&" })).toBe("From $$12.00 $&");
  });

  it("createTranslator binds the language", () => {
    const t = createTranslator("es");
    expect(t("terms.step", { step: 1, count: 3 })).toBe("Paso 1 de 3");
    expect(t("header.signIn")).toBe(translate("es", "header.signIn"));
  });
});
