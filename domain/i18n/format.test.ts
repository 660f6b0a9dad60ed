import { describe, expect, it } from "vitest";
import { formatMessage } from "./format.ts";
import { translate } from "./index.ts";

const UNITS = "{count, plural, one {# unit} other {# units}}";

describe("formatMessage plural blocks", () => {
  it.each([
    [0, "0 units"],
    [1, "1 unit"],
    [2, "2 units"],
    [21, "21 units"],
  ])("English: %d → %s", (count, text) => {
    expect(formatMessage(UNITS, { count }, "en")).toBe(text);
  });

  it.each([
    ["es", 1, "1 unidad"],
    ["es", 2, "2 unidades"],
    ["es", 0, "0 unidades"],
    ["ja", 1, "1点"],
    ["ja", 5, "5点"],
  ] as const)("%s: %d → %s", (language, count, text) => {
    const message = language === "es" ? "{count, plural, one {# unidad} other {# unidades}}" : "{count}点";
    expect(formatMessage(message, { count }, language)).toBe(text);
  });

  it("prefers an exact =n branch, then the category, then other", () => {
    const message = "{n, plural, =0 {none} one {# left} other {# left over}}";
    expect(formatMessage(message, { n: 0 }, "en")).toBe("none");
    expect(formatMessage(message, { n: 1 }, "en")).toBe("1 left");
    expect(formatMessage(message, { n: 7 }, "en")).toBe("7 left over");
    // Spanish has a "many" category for millions; without that branch it takes other.
    expect(formatMessage("{n, plural, one {# caja} other {# cajas}}", { n: 1_000_000 }, "es")).toBe("1000000 cajas");
  });

  it("keeps the text around the block and other parameters inside and outside it", () => {
    expect(formatMessage("All ({count, plural, one {# unit of {name}} other {# units of {name}}}) for {who}.", { count: 1, name: "Cap", who: "you" }, "en")).toBe("All (1 unit of Cap) for you.");
    expect(formatMessage("{a, plural, one {# a} other {# as}} and {b, plural, one {# b} other {# bs}}", { a: 1, b: 3 }, "en")).toBe("1 a and 3 bs");
  });

  it("takes other for a value that is not a number, and leaves a block without its parameter as it is", () => {
    expect(formatMessage(UNITS, { count: "99+" }, "en")).toBe("99+ units");
    expect(formatMessage(UNITS, { other: 1 }, "en")).toBe(UNITS);
    expect(formatMessage(UNITS, undefined, "en")).toBe(UNITS);
  });

  it("leaves an unbalanced block as it is", () => {
    expect(formatMessage("{count, plural, one {# unit other {# units}", { count: 1 }, "en")).toBe("{count, plural, one {# unit other {# units}");
  });
});

describe("count texts of the catalogues", () => {
  it.each([
    ["en", "checkoutPage.summary.units", { count: 1 }, "1 unit"],
    ["en", "checkoutPage.summary.units", { count: 2 }, "2 units"],
    ["es", "checkoutPage.summary.units", { count: 1 }, "1 unidad"],
    ["es", "checkoutPage.summary.units", { count: 3 }, "3 unidades"],
    ["ja", "checkoutPage.summary.units", { count: 1 }, "1点"],
    ["en", "header.miniCart.count", { count: 1 }, "1 item in cart"],
    ["es", "header.miniCart.count", { count: 1 }, "1 artículo en el carrito"],
    ["en", "header.miniCart.total", { count: 1, price: "$5.00" }, "1 item, $5.00"],
    ["en", "login.error.throttled", { minutes: 1 }, "Too many failed attempts. Please wait 1 minute and try again."],
    ["es", "login.error.throttled", { minutes: 2 }, "Demasiados intentos fallidos. Espere 2 minutos e inténtelo de nuevo."],
    ["en", "cartPage.clear.question", { count: 1 }, "All products (1 unit) will be removed from this cart."],
    ["en", "cartPage.choose.intro", { count: 1, silhouette: "Arc" }, "Sets the quantity of each size you fill in for every colour of the product in style Arc shown."],
    ["es", "cartPage.choose.intro", { count: 2, silhouette: "Arc" }, "Asigne la cantidad de cada talla que complete a todos los colores de los 2 productos del estilo Arc mostrados."],
    ["en", "product.minimum.status", { current: 0, minimum: 1 }, "0 of 1 unit ordered in this programme."],
    ["en", "product.minimum.notMet", { missing: 1 }, "Order at least 1 more unit to reach the programme minimum."],
    ["es", "product.minimum.notMet", { missing: 1 }, "Pida al menos 1 unidad más para alcanzar el mínimo del programa."],
    ["en", "product.minimum.notMet", { missing: 144 }, "Order at least 144 more units to reach the programme minimum."],
  ] as const)("%s %s %j → %s", (language, key, params, text) => {
    expect(translate(language, key, params)).toBe(text);
  });
});
