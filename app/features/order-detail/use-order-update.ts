import { useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { OrderUpdateStatus } from "#domain/order-update.ts";
import { sanitizeQuantityText } from "#domain/quantity-input.ts";
import type { OrderDetailView } from "./order-detail-view.ts";

/** The refreshed order the update calls answer (server/modules/order-updates/update-state.ts). */
interface UpdateAnswer {
  updateStatus: OrderUpdateStatus | null;
  isProcessing: boolean;
  isUpdatable: boolean;
  entries: { entryNumber: number; quantity: number }[];
}

/** What the page says after a call: the spec's §8 messages. */
export type UpdateAlert = "applied" | "refused" | "error" | "inProgress" | "noChanges" | "submitError";

export interface OrderUpdateModel {
  texts: Record<number, string>;
  messages: Record<number, string>;
  updateStatus: OrderUpdateStatus | null;
  isUpdatable: boolean;
  edited: boolean;
  refused: boolean;
  busy: boolean;
  alert: { kind: UpdateAlert; message: string | null } | null;
  /** Hydrated: edits are seen and the buttons call the endpoints; before that the forms post. */
  scripted: boolean;
  edit: (entryNumber: number, raw: string) => void;
  apply: () => Promise<void>;
  submit: () => Promise<void>;
}

function initialQuantities(view: OrderDetailView): Record<number, number> {
  const all: Record<number, number> = {};
  for (const part of view.parts) for (const row of part.rows) for (const cell of Object.values(row.cells)) if (cell.entryNumber !== null) all[cell.entryNumber] = cell.quantity;
  return all;
}

const toTexts = (q: Record<number, number>) => Object.fromEntries(Object.entries(q).map(([n, v]) => [n, String(v)]));

async function call(url: string, method: "POST" | "PUT", csrfToken: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> | null }> {
  try {
    const res = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json", CSRFToken: csrfToken },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  } catch {
    return { status: 0, body: null };
  }
}

function answerOf(body: Record<string, unknown> | null): UpdateAnswer | null {
  const order = body && "entries" in body ? body : body?.order;
  return order && typeof order === "object" && "entries" in order ? (order as UpdateAnswer) : null;
}

/**
 * The prebooking update's state in the browser (§4, §8): Apply posts the edited quantities
 * (`POST {order}`), Update sends them (`PUT {order}/submit`); a 422 refreshes the quantities
 * and disables Apply until the next edit, a 412 says "no changes" and returns to Apply.
 */
export function useOrderUpdate(view: OrderDetailView, csrfToken: string): OrderUpdateModel {
  const [answered, setAnswered] = useState(() => initialQuantities(view));
  const [texts, setTexts] = useState<Record<number, string>>(() => toTexts(answered));
  const [messages, setMessages] = useState<Record<number, string>>({});
  const [updateStatus, setUpdateStatus] = useState(view.update.status);
  const [isUpdatable, setUpdatable] = useState(view.update.isUpdatable);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<OrderUpdateModel["alert"]>(null);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  const revalidator = useRevalidator();
  // The loader's data came again (after an apply or a submit, or while the ERP works): start from it.
  const seen = useRef(view);
  useEffect(() => {
    if (seen.current === view) return;
    seen.current = view;
    const quantities = initialQuantities(view);
    setAnswered(quantities);
    setTexts(toTexts(quantities));
    setUpdateStatus(view.update.status);
    setUpdatable(view.update.isUpdatable);
    if (view.update.status !== "IN_PROGRESS") setAlert((a) => (a?.kind === "inProgress" ? null : a));
  }, [view]);

  const edited = useMemo(() => Object.entries(texts).some(([n, text]) => text !== String(answered[Number(n)] ?? "")), [texts, answered]);

  const take = (answer: UpdateAnswer) => {
    const quantities = Object.fromEntries(answer.entries.map((e) => [e.entryNumber, e.quantity]));
    setAnswered(quantities);
    setTexts(toTexts(quantities));
    setUpdateStatus(answer.updateStatus);
    setUpdatable(answer.isUpdatable);
  };

  return {
    texts,
    messages,
    updateStatus,
    isUpdatable,
    edited,
    refused,
    busy,
    alert,
    scripted,
    edit(entryNumber, raw) {
      setTexts((t) => ({ ...t, [entryNumber]: sanitizeQuantityText(raw) }));
      setRefused(false);
      setMessages((m) => Object.fromEntries(Object.entries(m).filter(([n]) => Number(n) !== entryNumber)));
    },
    async apply() {
      const changes = Object.entries(texts)
        .filter(([n, text]) => text !== String(answered[Number(n)] ?? ""))
        .map(([n, text]) => ({ entryNumber: Number(n), quantity: text === "" ? 0 : Number(text) }));
      if (changes.length === 0) return;
      setBusy(true);
      const res = await call(view.urls.self, "POST", csrfToken, changes);
      setBusy(false);
      const answer = answerOf(res.body);
      if (res.status === 200 && answer) {
        take(answer);
        setMessages({});
        setAlert({ kind: "applied", message: null });
        // Rows, totals and history follow the applied quantities.
        void revalidator.revalidate();
      } else if (res.status === 422 && answer) {
        take(answer);
        setRefused(true);
        const errors = Array.isArray(res.body?.errors) ? (res.body.errors as { field: string; message: string }[]) : [];
        setMessages(Object.fromEntries(errors.map((e) => [Number(e.field.replace("quantity.", "")), e.message])));
        setAlert({ kind: "refused", message: typeof res.body?.errorMessage === "string" ? res.body.errorMessage : null });
      } else {
        setAlert({ kind: "error", message: null });
      }
    },
    async submit() {
      setBusy(true);
      const res = await call(view.urls.submit, "PUT", csrfToken);
      setBusy(false);
      const answer = answerOf(res.body);
      if (res.status === 200 && answer) {
        take(answer);
        // The answer says IN_PROGRESS; useRefreshWhileProcessing reloads until the ERP's answer is in.
        setAlert({ kind: "inProgress", message: null });
      } else if (res.status === 412) {
        if (answer) take(answer);
        setUpdateStatus(null);
        setAlert({ kind: "noChanges", message: null });
      } else {
        setAlert({ kind: "submitError", message: null });
      }
    },
  };
}

/** How often and how long the page asks again while the ERP works on a change (then the refresh link stays). */
const REFRESH_EVERY_MS = 2_000;
const REFRESH_FOR_MS = 60_000;

/** While a change is in the ERP's hands, the page reloads its data now and then, so the answer shows without a manual refresh. */
export function useRefreshWhileProcessing(processing: boolean): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!processing) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > REFRESH_FOR_MS) return clearInterval(timer);
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [processing]);
}
