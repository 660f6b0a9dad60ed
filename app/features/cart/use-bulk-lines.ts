import { useState } from "react";
import { useRevalidator } from "react-router";
import { cartApi, refusalTarget, type CartApiContext } from "./cart-api.ts";
import { lineInputKey, type LineInput } from "./cart-view.ts";

/**
 * Sends many lines at once (POST cart/products/quantity) for the copy-to-month and
 * choose-quantity dialogs, then reloads the page's data. Unsent edits of the same lines are
 * dropped first: the dialog's values win. A refusal goes to the forceValidation page.
 */
export function useBulkLines(api: CartApiContext, hooks: { discardEdits: (keys: readonly string[]) => void; onVersion: (version: number | null) => void }) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  const send = async (lines: LineInput[]): Promise<boolean> => {
    if (lines.length === 0) return true;
    setPending(true);
    hooks.discardEdits(lines.map(lineInputKey));
    const answer = await cartApi.productsQuantity(api, lines, null);
    if (answer.kind === "reload") {
      window.location.reload();
      return false;
    }
    if (answer.kind === "error") {
      window.location.assign(refusalTarget(api, answer.redirectUrl));
      return false;
    }
    hooks.onVersion(answer.version);
    await revalidator.revalidate();
    setPending(false);
    return true;
  };

  return { send, pending };
}
