/**
 * Global alerts (account-and-ordering §8): messages an action leaves for the page it reloads,
 * kept in local storage under the page's key and shown once, then removed.
 */
export const GLOBAL_ALERT_KINDS = ["error", "info", "skippedMaterials", "correctedVariantQuantities", "maxOrderQuantitiesVariantsExceeded"] as const;
export type GlobalAlertKind = (typeof GLOBAL_ALERT_KINDS)[number];

export interface GlobalAlert {
  kind: GlobalAlertKind;
  message: string;
  /** Lines the message lists (skipped rows, corrected quantities). */
  details?: string[];
  /** An action the alert offers, posted as a form (e.g. "Undo import"). */
  action?: { label: string; url: string };
}

const key = (page: string) => `brim.globalAlerts:${page}`;

function isAlert(value: unknown): value is GlobalAlert {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.kind === "string" && (GLOBAL_ALERT_KINDS as readonly string[]).includes(v.kind) && typeof v.message === "string";
}

export function storeGlobalAlerts(storage: Pick<Storage, "setItem">, page: string, alerts: readonly GlobalAlert[]): void {
  try {
    storage.setItem(key(page), JSON.stringify(alerts));
  } catch {
    // Storage full or blocked: the page simply shows nothing after the reload.
  }
}

/** The page's stored alerts, removed as they are read (shown once). Anything unreadable is dropped. */
export function takeGlobalAlerts(storage: Pick<Storage, "getItem" | "removeItem">, page: string): GlobalAlert[] {
  let raw: string | null = null;
  try {
    raw = storage.getItem(key(page));
    storage.removeItem(key(page));
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isAlert) : [];
  } catch {
    return [];
  }
}
