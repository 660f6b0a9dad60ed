/** Posts the confirmed payload; any failure of the request is the generic one (shopping-flow §8). */
import type { SellSheetPayload } from "#domain/sell-sheet/types.ts";
import type { SellSheetAnswer } from "./sell-sheet-settings.ts";

export type PostResult = { ok: true; answer: SellSheetAnswer } | { ok: false; message: string | null };

export async function postSellSheet(uploadPath: string, csrfToken: string, payload: SellSheetPayload): Promise<PostResult> {
  try {
    const res = await fetch(uploadPath, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json", CSRFToken: csrfToken },
      body: JSON.stringify(payload),
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok && body && typeof body === "object" && "skippedMaterials" in body) return { ok: true, answer: body as SellSheetAnswer };
    const message = body && typeof body === "object" && "errorMessage" in body && typeof body.errorMessage === "string" ? body.errorMessage : null;
    return { ok: false, message };
  } catch {
    return { ok: false, message: null };
  }
}
