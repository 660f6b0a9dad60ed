import { useId, useState } from "react";
import { sanitizeQuantityText } from "#domain/quantity-input.ts";
import { useT } from "../../i18n.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { hasAnySizeQuantity, silhouetteSizes, sizeQuantityLines } from "./bulk-lines.ts";
import type { CartItemView, LineInput } from "./cart-view.ts";
import styles from "./dialogs.module.css";

/**
 * Choose a quantity per size for every item of a silhouette in view (account-and-ordering §2);
 * Apply is enabled when at least one input has a value (§5).
 */
export function ChooseQuantityDialog({
  item: openFor,
  items,
  pending,
  onClose,
  onApply,
}: {
  item: CartItemView | null;
  /** The items shown in the section: the ones a silhouette's quantities go to. */
  items: readonly CartItemView[];
  pending: boolean;
  onClose: () => void;
  onApply: (lines: LineInput[]) => Promise<boolean>;
}) {
  const t = useT();
  const id = useId();
  const [item, setItem] = useState(openFor);
  if (openFor !== null && openFor !== item) setItem(openFor);
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(() => new Map());
  const silhouette = item?.silhouette ?? null;
  const sizes = silhouette ? silhouetteSizes(items, silhouette.code) : [];
  const count = silhouette ? items.filter((i) => i.silhouette.code === silhouette.code).length : 0;

  const close = () => {
    setTexts(new Map());
    onClose();
  };

  const apply = async () => {
    if (!silhouette) return;
    if (await onApply(sizeQuantityLines(items, silhouette.code, texts))) close();
  };

  return (
    <LazyModal isOpen={openFor !== null} onOpenChange={(open) => !open && close()} title={t("cartPage.choose.title")}>
      {silhouette ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (hasAnySizeQuantity(texts)) void apply();
          }}
        >
          <p>{t("cartPage.choose.intro", { silhouette: silhouette.name, count })}</p>
          <div className={styles.sizeInputs}>
            {sizes.map((size, i) => (
              <div key={size} className={styles.sizeInput}>
                <label htmlFor={`${id}-${i}`}>{size}</label>
                <input
                  id={`${id}-${i}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={texts.get(size) ?? ""}
                  aria-label={t("cartPage.choose.sizeLabel", { size })}
                  onChange={(e) => {
                    const text = sanitizeQuantityText(e.currentTarget.value);
                    setTexts((prev) => new Map(prev).set(size, text));
                  }}
                />
              </div>
            ))}
          </div>
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!hasAnySizeQuantity(texts) || pending}>
              {t("cartPage.choose.apply")}
            </Button>
            <Button variant="secondary" onPress={close}>
              {t("cartPage.cancel")}
            </Button>
          </div>
        </form>
      ) : null}
    </LazyModal>
  );
}
