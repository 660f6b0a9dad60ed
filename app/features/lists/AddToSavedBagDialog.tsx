import { useEffect, useState } from "react";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import type { CartItemView } from "../cart/cart-view.ts";
import { postListJson } from "./list-api.ts";
import styles from "./lists.module.css";

interface BagChoice {
  code: string;
  title: string;
}

/**
 * The add-products-to-saved-bag modal (account-and-ordering §2): a checkbox list of the user's
 * saved bags; the product's lines of the bag go into each one checked (decision 0056).
 */
export function AddToSavedBagDialog({ item, listsPath, csrfToken, onClose }: { item: CartItemView | null; listsPath: string; csrfToken: string; onClose: () => void }) {
  const t = useT();
  const [bags, setBags] = useState<BagChoice[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!item) return;
    setChosen(new Set());
    setOutcome(null);
    void fetch(listsPath, { headers: { accept: "application/json" }, credentials: "same-origin" })
      .then((res) => (res.ok ? (res.json() as Promise<BagChoice[]>) : []))
      .catch(() => [])
      .then((list) => setBags(list.map((b) => ({ code: b.code, title: b.title }))));
  }, [item, listsPath]);

  const add = async () => {
    if (!item) return;
    setPending(true);
    const answer = await postListJson<{ message: string }>(`${listsPath}/addProducts`, csrfToken, { savedBagCodes: [...chosen], productCodes: [item.baseProductCode] });
    setPending(false);
    setOutcome(answer.kind === "ok" ? { tone: "success", text: answer.body.message } : { tone: "error", text: answer.message ?? t("lists.error.failed") });
  };

  return (
    <LazyModal isOpen={item !== null} onOpenChange={(open) => !open && onClose()} title={t("lists.addToSavedBag.title", { name: item?.name ?? "" })}>
      {bags === null ? (
        <p>{t("lists.addToSavedBag.loading")}</p>
      ) : bags.length === 0 ? (
        <p>
          {t("lists.addToSavedBag.none")} <a href={listsPath}>{t("lists.savedBags.title")}</a>
        </p>
      ) : (
        <fieldset className={styles.field}>
          <legend>{t("lists.addToSavedBag.choose")}</legend>
          {bags.map((bag) => (
            <label key={bag.code} className={styles.treeLabel}>
              <input
                type="checkbox"
                checked={chosen.has(bag.code)}
                onChange={() =>
                  setChosen((previous) => {
                    const next = new Set(previous);
                    if (next.has(bag.code)) next.delete(bag.code);
                    else next.add(bag.code);
                    return next;
                  })
                }
              />
              <span>{bag.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className={styles.addBoxActions}>
        <Button isDisabled={pending || chosen.size === 0} onPress={() => void add()}>
          {t("lists.addToSavedBag.submit")}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t("lists.addToSavedBag.close")}
        </Button>
      </div>
    </LazyModal>
  );
}
