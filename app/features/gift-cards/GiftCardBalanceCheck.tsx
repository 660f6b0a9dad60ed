import { lazy, Suspense, useState } from "react";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { useT } from "../../i18n.ts";
import styles from "./gift-cards.module.css";

// Fetched the first time it opens: every consumer page has the button, few shoppers press it.
const GiftCardBalancePopup = lazy(() => import("./GiftCardBalancePopup.tsx"));

/** "Check a gift card balance" in the consumer site's footer (decision 0029); it needs script, so it shows once the page is interactive. */
export function GiftCardBalanceCheck() {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!hydrated) return null;
  return (
    <>
      <button
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t("giftCard.balanceCheck.open")}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <GiftCardBalancePopup isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
