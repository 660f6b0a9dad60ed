import { useEffect, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi } from "./checkout-api.ts";
import styles from "./checkout.module.css";

/**
 * The credit-block popup (shopping-flow §2, §7): shown once per session when the orderer's unit
 * is on credit block; closing it records that it was seen (`POST /my-account/creditBlockPopupSeen`).
 */
export function CreditBlockPopup({ api, seen }: { api: CheckoutApi; seen: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!seen) setOpen(true);
  }, [seen]);
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) void checkoutApi.creditBlockSeen(api);
  };
  return (
    <LazyModal isOpen={open} onOpenChange={close} title={t("checkoutPage.creditBlock.title")} width={435}>
      <p>{t("checkoutPage.creditBlock.body")}</p>
      <div className={styles.dialogActions}>
        <Button onPress={() => close(false)}>{t("checkoutPage.creditBlock.close")}</Button>
      </div>
    </LazyModal>
  );
}
