/** English texts of the trade-show mode switch in the header (decision 0028). */
export const tradeShowEn = {
  "header.tradeShow.start": "Start trade-show mode",
  "header.tradeShow.end": "End trade-show mode",
} as const;
