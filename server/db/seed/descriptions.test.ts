import { describe, expect, it } from "vitest";
import { colourList } from "./descriptions.ts";
import { COLOURS, TEAM_COLOURS_NAME, type ColourSeed } from "./reference-data.ts";

const colour = (name: string): ColourSeed => COLOURS.find((c) => c.name === name) ?? { code: "TMC", name, primaryHex: "#000000", secondaryHex: "#FFFFFF" };

describe("colourList", () => {
  it.each([
    ["en", ["Black"], "black"],
    ["en", ["Black", "Navy", "White"], "black, navy or white"],
    ["es", ["Black", "Navy"], "negro o azul marino"],
    ["es", ["Navy", "Old Gold"], "azul marino u oro viejo"],
    ["es", [TEAM_COLOURS_NAME, "Olive"], "colores del equipo u oliva"],
    ["ja", [TEAM_COLOURS_NAME, "Black"], "チームカラー、ブラック"],
  ] as const)("%s %j → %s", (language, names, expected) => {
    expect(colourList(language, names.map(colour))).toBe(expected);
  });
});
