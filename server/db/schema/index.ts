export * from "./accounts.ts";
export * from "./security.ts";
export * from "./catalog.ts";
export * from "./booking.ts";
export * from "./stores.ts";
export * from "./cms.ts";
export * from "./listing.ts";
export * from "./notifications.ts";
