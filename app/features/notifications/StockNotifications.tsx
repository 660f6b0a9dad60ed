import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";

// The choices load with the first opening: the product page's own script stays small.
const NotificationChoices = lazy(() => import("./NotificationChoices.tsx"));

export interface StockNotificationsProps {
  productCode: string;
  colourCode: string;
  colourName: string;
}

/** The "Stock notifications" button and the inventory-notification modal (partner sites). */
export function StockNotifications(props: StockNotificationsProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t("notifications.open")}
      </Button>
      <LazyModal isOpen={open} onOpenChange={setOpen} title={t("notifications.title")} width={480}>
        {open ? (
          <Suspense fallback={<p role="status">{t("notifications.loading")}</p>}>
            <NotificationChoices {...props} />
          </Suspense>
        ) : null}
      </LazyModal>
    </>
  );
}
