import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../sites.ts";
import { formatMessage, messageParameters } from "./format.ts";
import { catalogues, createTranslator, translate, type MessageKey } from "./index.ts";

/** `{name}`, the argument of `{name, plural, …}` (as `{name}`) and `%d`. */
function placeholders(text: string): string[] {
  return [...messageParameters(text).map((name) => `{${name}}`), ...(text.includes("%d") ? ["%d"] : [])].sort();
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

  it.each(["ja", "es"] as const)("%s translates every English sentence (no text left as en's words)", (language) => {
    // Two words of Latin letters in a row: a sentence, not a brand, code or symbol.
    const words = /[a-z]{3,}\s+[a-z]{3,}/i;
    const untranslated = enKeys.filter((key) => words.test(catalogues.en[key]) && catalogues[language][key] === catalogues.en[key]);
    expect(untranslated).toEqual([]);
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

describe("plural arguments", () => {
  const UNITS = { en: "{count, plural, one {# unit} other {# units}}", es: "{count, plural, one {# unidad} other {# unidades}}", ja: "{count, plural, other {#点}}" } as const;

  it.each([
    ["en", 1, "1 unit"],
    ["en", 0, "0 units"],
    ["en", 2, "2 units"],
    ["es", 1, "1 unidad"],
    ["es", 0, "0 unidades"],
    ["es", 36, "36 unidades"],
    ["ja", 1, "1点"],
  ] as const)("%s, %d → %s (Intl.PluralRules of the language)", (language, count, expected) => {
    expect(formatMessage(UNITS[language], { count }, language)).toBe(expected);
  });

  it("matches =N first, keeps other parameters inside a branch and text around the argument", () => {
    const text = "Cart: {n, plural, =0 {empty} one {# item for {name}} other {# items for {name}}}, thanks {name}.";
    expect(formatMessage(text, { n: 0, name: "Ana" })).toBe("Cart: empty, thanks Ana.");
    expect(formatMessage(text, { n: 1, name: "Ana" })).toBe("Cart: 1 item for Ana, thanks Ana.");
    expect(formatMessage(text, { n: 12, name: "Ana" })).toBe("Cart: 12 items for Ana, thanks Ana.");
  });

  it("leaves an argument whose parameter is missing, or that has no other branch, as it is", () => {
    expect(formatMessage("{n, plural, one {# x} other {# xs}}", { m: 1 })).toBe("{n, plural, one {# x} other {# xs}}");
    expect(formatMessage("{n, plural, one {# x}}", { n: 1 })).toBe("{n, plural, one {# x}}");
    expect(formatMessage("{n, plural, one {# x} other {# xs}}")).toBe("{n, plural, one {# x} other {# xs}}");
  });

  it.each(LANGUAGES)("every plural argument of %s resolves for 0, 1, 2 and 5", (language) => {
    for (const key of enKeys) {
      const text = catalogues[language][key];
      if (!/\{\w+,\s*plural,/.test(text)) continue;
      const params = Object.fromEntries(placeholders(text).map((p) => [p.slice(1, -1), 1]));
      for (const n of [0, 1, 2, 5]) {
        for (const name of messageParameters(text)) params[name] = n;
        expect(translate(language, key, params), `${language} ${key} ${n}`).not.toMatch(/plural,|[{}#]/);
      }
    }
  });

  it("says 1 in the singular where the review found the plural (Mexico)", () => {
    expect(translate("es", "product.warning.decreased", { available: 1 })).toBe("Solo hay 1 disponible: se redujo la cantidad.");
    expect(translate("es", "product.warning.decreased", { available: 3 })).toBe("Solo hay 3 disponibles: se redujo la cantidad.");
    expect(translate("es", "cartApi.add.success", { count: 1 })).toBe("1 añadido a su carrito.");
    expect(translate("es", "cartApi.add.success", { count: 4 })).toBe("4 añadidos a su carrito.");
    expect(translate("en", "cartPage.clear.question", { count: 1 })).toBe("All products (1 unit) will be removed from this cart.");
    expect(translate("es", "checkoutPage.summary.units", { count: 1 })).toBe("1 unidad");
  });
});

describe("wording across the catalogues", () => {
  it("addresses the shopper formally (usted) everywhere in Spanish", () => {
    // Informal pronouns and possessives, and the tú imperatives the catalogue used to have.
    const informal = /(?<![\p{L}])(tu|tus|tú|ti|contigo|te|actúa|revisa|introduce|agrega|añade|asigna|copia|elige|elijas|inicia|inténtalo|vuelve aquí|puedes|tienes|quieres|debes)(?![\p{L}])/iu;
    const found = enKeys.filter((key) => informal.test(catalogues.es[key])).map((key) => `${key}: ${catalogues.es[key]}`);
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)("%s names the ACCOUNT payment type and the desired ship date the same at checkout and on the order", (language) => {
    const c = catalogues[language];
    expect(c["order.payment.ACCOUNT"]).toBe(c["checkoutPage.payment.ACCOUNT"]);
    expect(c["order.payment.ACCOUNT.costCentre"].startsWith(c["checkoutPage.payment.ACCOUNT"])).toBe(true);
    if (language === "ja") {
      expect(c["order.confirmation.shipDates"]).toContain(c["checkoutPage.shipDates.desired"]);
      expect(c["checkout.shipDate.desired.required"]).toContain(c["checkoutPage.shipDates.desired"]);
    }
  });

  it.each(LANGUAGES)("%s gives the product page's Inbound inventory and Future stock buttons different names", (language) => {
    const c = catalogues[language];
    expect(c["product.inbound.open"]).not.toBe(c["futureStock.open"]);
    expect(c["product.inbound.title"]).not.toBe(c["futureStock.title"]);
  });
});

describe("header search placeholder", () => {
  // The placeholder is a hint; the field's name is its label ("header.search.label"), which
  // stays whole. At 375 px the input shows 244 px of text (16 px type, the field's padding and the browser's
  // clear button taken off): 15.25em. Estimated widths, with room for wider phone fonts: a
  // full-width character (Japanese) is 1em, any other character 0.5em; the budget is 14em.
  const estimatedEm = (text: string) => [...text].reduce((em, ch) => em + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.5), 0);

  it.each(LANGUAGES)("%s fits a 375 px phone uncut", (language) => {
    expect(estimatedEm(translate(language, "header.search.placeholder"))).toBeLessThanOrEqual(14);
  });
});
