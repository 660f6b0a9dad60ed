import { useEffect, useState } from "react";
import { BOOKING_MODE_STORAGE_KEY, isBookingMode, type BookingMode } from "#domain/booking-modes.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";

/**
 * When another tab of this browser switches the booking mode, this page (showing the old mode
 * and its cart) is blocked by a dialog announcing the new mode; Proceed reloads it.
 */
export function BookingModeWatcher({ mode }: { mode: BookingMode }) {
  const t = useT();
  const [announced, setAnnounced] = useState<BookingMode | null>(null);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BOOKING_MODE_STORAGE_KEY || !isBookingMode(event.newValue)) return;
      setAnnounced(event.newValue === mode ? null : event.newValue);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [mode]);

  return (
    <LazyModal isOpen={announced !== null} onOpenChange={() => undefined} title={t("booking.changed.title")} blocking isDismissable={false}>
      <p>{t("booking.changed.body", { mode: announced ? t(`booking.mode.${announced}`) : "" })}</p>
      <Button onPress={() => window.location.reload()}>{t("booking.changed.proceed")}</Button>
    </LazyModal>
  );
}
