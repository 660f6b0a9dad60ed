import { useState } from "react";
import { useT } from "../../i18n.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { canCopy, copyToTargetsLines } from "./bulk-lines.ts";
import type { EditedTexts } from "./cart-items.ts";
import { targetKey, type CartItemView, type DeliveryTargetView, type LineInput } from "./cart-view.ts";
import styles from "./dialogs.module.css";

/**
 * Copy an item's quantities to other delivery months (shopping-flow §4): the months toggle, and
 * Apply is enabled only with at least one chosen.
 */
export function CopyToMonthsDialog({
  item: openFor,
  targets,
  edits,
  pending,
  onClose,
  onApply,
}: {
  item: CartItemView | null;
  targets: readonly DeliveryTargetView[];
  edits: EditedTexts;
  pending: boolean;
  onClose: () => void;
  onApply: (lines: LineInput[]) => Promise<boolean>;
}) {
  const t = useT();
  // The last item stays in the dialog while it fades out.
  const [item, setItem] = useState(openFor);
  if (openFor !== null && openFor !== item) setItem(openFor);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const choices = targets.filter((target) => targetKey(target) !== targetKey(item?.target ?? null));
  const enabled = openFor !== null && item !== null && canCopy(chosen, item, edits) && !pending;

  const close = () => {
    setChosen(new Set());
    onClose();
  };

  const toggle = (key: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const apply = async () => {
    if (!item) return;
    const lines = copyToTargetsLines(item, edits, choices.filter((c) => chosen.has(targetKey(c))));
    if (await onApply(lines)) close();
  };

  return (
    <LazyModal isOpen={openFor !== null} onOpenChange={(open) => !open && close()} title={t("cartPage.copy.title")}>
      {item ? (
        <>
          <p>{t("cartPage.copy.intro", { name: item.name, from: item.target?.name ?? "" })}</p>
          <div className={styles.toggles} role="group" aria-label={t("cartPage.copy.months")}>
            {choices.map((target) => {
              const key = targetKey(target);
              return (
                <button key={key} type="button" className={styles.toggle} aria-pressed={chosen.has(key)} onClick={() => toggle(key)}>
                  {target.name}
                </button>
              );
            })}
          </div>
          {choices.length === 0 ? <p>{t("cartPage.copy.none")}</p> : null}
          <div className={styles.actions}>
            <Button onPress={() => void apply()} isDisabled={!enabled}>
              {t("cartPage.copy.apply")}
            </Button>
            <Button variant="secondary" onPress={close}>
              {t("cartPage.cancel")}
            </Button>
          </div>
        </>
      ) : null}
    </LazyModal>
  );
}
