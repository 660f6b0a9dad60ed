/** English texts of the search area (merged into the main catalogue in ../en.ts). */
export const searchEn = {
  "search.suggest.list": "Search suggestions",
  "search.suggest.terms": "Suggestions",
  "search.suggest.products": "Products",
  "search.suggest.countOne": "1 result available. Use the up and down arrow keys to review it.",
  "search.suggest.countOther": "{count} results available. Use the up and down arrow keys to review them.",
  "search.suggest.none": "No suggestions.",
} as const;
