import { useState } from "react";
import type { AddLineStatus } from "#domain/cart-lines.ts";
import type { CartTrackingEvent } from "#domain/tracking.ts";
import { announceCartChanged } from "../../components/header/mini-cart-events.ts";
import { pushCartAnalytics } from "../tracking/cart-tracking.ts";

/** One size of the batch `POST {context}/cart/updateMultiD` takes (decision 0018). */
export interface AddToCartEntry {
  productCode: string;
  quantity: number;
  entryNumber: -1;
  deliveryTarget?: string;
  deliveryYear?: number;
}

/** What happened to one size: `productCode` is its UPC. */
export interface AddedLine {
  productCode: string;
  quantityAdded: number;
  statusCode: AddLineStatus;
}

interface AddAnswer {
  statusCode: AddLineStatus;
  lines: AddedLine[];
  errorMessage: string | null;
  successfulMessage: string | null;
  cartAnalyticsData: CartTrackingEvent | null;
}

export type AddToCartState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "done"; tone: "success" | "warning" | "error"; message: string; lines: ReadonlyMap<string, AddedLine> };

const TONE: Record<AddLineStatus, "success" | "warning" | "error"> = {
  success: "success",
  lowStock: "warning",
  maxOrderQuantityExceeded: "warning",
  noStock: "error",
};

async function errorMessageOf(res: Response): Promise<string | null> {
  const body: unknown = await res.json().catch(() => null);
  return body && typeof body === "object" && "errorMessage" in body && typeof body.errorMessage === "string" ? body.errorMessage : null;
}

/**
 * Posts a product's sizes as one batch and keeps the outcome for the page: the message, each
 * size's result, the `add_to_cart` data-layer event and the header's count (`brim:cart-changed`).
 * Signed out, the browser goes to sign in and comes back to `loginUrl`'s redirect.
 */
export function useAddToCart({
  action,
  csrfToken,
  loginUrl,
  failedText,
  onFailure,
}: {
  action: string;
  csrfToken: string;
  loginUrl: string;
  failedText: string;
  /** Told of a refused or failed add (the order form logs it, service-and-support §8). */
  onFailure?: (reason: unknown) => void;
}) {
  const [state, setState] = useState<AddToCartState>({ kind: "idle" });

  /** Answers whether anything was added. */
  const add = (productCode: string, entries: readonly AddToCartEntry[]) => send({ productCode, entries });

  /** Posts `body` to `action` (any endpoint answering the add-to-cart fields); answers whether anything was added. */
  async function send(body: unknown): Promise<boolean> {
    setState({ kind: "pending" });
    const fail = (message: string | null, reason: unknown) => {
      onFailure?.(reason);
      setState({ kind: "done", tone: "error", message: message ?? failedText, lines: new Map() });
    };
    try {
      const res = await fetch(action, {
        method: "POST",
        credentials: "same-origin",
        headers: { CSRFToken: csrfToken, Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (res.status === 401) {
        window.location.assign(loginUrl);
        return false;
      }
      if (!res.ok) {
        const message = await errorMessageOf(res);
        fail(message, `${res.status} ${message ?? ""}`.trim());
        return false;
      }
      const answer = (await res.json()) as AddAnswer;
      const added = answer.lines.some((l) => l.quantityAdded > 0);
      setState({
        kind: "done",
        tone: TONE[answer.statusCode],
        message: answer.successfulMessage ?? answer.errorMessage ?? failedText,
        lines: new Map(answer.lines.map((l) => [l.productCode, l])),
      });
      if (added) {
        pushCartAnalytics(answer.cartAnalyticsData);
        announceCartChanged();
      }
      return added;
    } catch (error) {
      fail(null, error);
      return false;
    }
  }

  return { state, add, send };
}
