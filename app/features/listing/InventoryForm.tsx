import { useId, useState, type FormEvent } from "react";
import { FILTER_PANEL_OPEN, FILTER_PANEL_PARAM, validateInventoryRange, type FacetState } from "#domain/facets.ts";
import { useT } from "../../i18n.ts";
import { hiddenFields } from "./listing-links.ts";
import type { InventoryFormState } from "./listing-types.ts";
import styles from "./listing.module.css";

interface Props {
  basePath: string;
  state: FacetState;
  inventory: InventoryFormState;
  /** Called when the browser finds an error before sending (the panel opens the Inventory tab). */
  onInvalid: () => void;
  /** In the phone's filter modal: the answer opens the modal again (decision 0044). */
  keepPanelOpen?: boolean;
}

/**
 * The Inventory min/max facet: a GET form, so it works without JavaScript; the server validates
 * the same way and shows the same error. Max 0 means a minimum only.
 */
export function InventoryForm({ basePath, state, inventory, onInvalid, keepPanelOpen = false }: Props) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<{ error: "notANumber" | "minAboveMax"; field: "min" | "max" } | null>(
    inventory.error && inventory.field ? { error: inventory.error, field: inventory.field } : null,
  );

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const form = new FormData(e.currentTarget);
    const result = validateInventoryRange(String(form.get("inventoryMin") ?? ""), String(form.get("inventoryMax") ?? ""));
    if (result.ok) {
      setError(null);
      return;
    }
    e.preventDefault();
    setError({ error: result.error, field: result.field });
    onInvalid();
  }

  const errorId = `${id}-error`;
  const field = (name: "min" | "max") => ({
    id: `${id}-${name}`,
    name: name === "min" ? "inventoryMin" : "inventoryMax",
    inputMode: "numeric" as const,
    defaultValue: name === "min" ? inventory.min : inventory.max,
    "aria-invalid": error?.field === name ? true : undefined,
    "aria-describedby": error?.field === name ? errorId : `${id}-hint`,
    className: styles.numberInput,
  });

  return (
    <form method="get" action={basePath} onSubmit={onSubmit} className={styles.inventoryForm} noValidate>
      {hiddenFields(state, "inventory").map((f, i) => (
        <input key={`${f.name}-${i}`} type="hidden" name={f.name} value={f.value} />
      ))}
      {keepPanelOpen ? <input type="hidden" name={FILTER_PANEL_PARAM} value={FILTER_PANEL_OPEN} /> : null}
      <p id={`${id}-hint`} className={styles.hint}>
        {t("listing.inventory.hint")}
      </p>
      <div className={styles.inventoryFields}>
        <label htmlFor={`${id}-min`}>
          {t("listing.inventory.min")}
          <input {...field("min")} />
        </label>
        <label htmlFor={`${id}-max`}>
          {t("listing.inventory.max")}
          <input {...field("max")} />
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {t(error.error === "notANumber" ? "listing.inventory.notANumber" : "listing.inventory.minAboveMax")}
        </p>
      ) : null}
      <button type="submit" className={styles.secondaryButton}>
        {t("listing.inventory.apply")}
      </button>
    </form>
  );
}
