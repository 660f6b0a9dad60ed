/** Texts of the account area (issue 14); loaded in the browser by pages under /my-account. */
export const orderExportEn = {
} as const;
