import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { BOOKING_MODE_STORAGE_KEY, isBookingMode, type BookingMode } from "#domain/booking-modes.ts";
import { GCP_MINIMUM_PROGRAM_QUANTITY } from "#domain/programme-minimum.ts";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import styles from "../../components/header/preference-select.module.css";
import programme from "./programme.module.css";

/** Tells the other tabs of this browser (their `storage` event) that the mode is now `mode`. */
function announceToOtherTabs(mode: BookingMode): void {
  try {
    // Removed first, so the other tabs hear it even when the stored value was already `mode`.
    window.localStorage.removeItem(BOOKING_MODE_STORAGE_KEY);
    window.localStorage.setItem(BOOKING_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage disabled: the other tabs find out on their next page load.
  }
}

/**
 * The booking-mode choice of the utility bar, for users with more than one mode. Without
 * JavaScript a plain form (the server answers 303 to the page); with it, the mode is posted by
 * fetch, announced to the other tabs, and the browser goes to the answer's redirectUrl.
 */
export function BookingModeSwitch({
  contextPath,
  csrfToken,
  mode,
  available,
  variant = "bar",
}: {
  contextPath: string;
  csrfToken: string;
  mode: BookingMode;
  available: readonly BookingMode[];
  /** "bar": compact, on the utility bar; "menu": full width in the mobile menu. */
  variant?: "bar" | "menu";
}) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [chosen, setChosen] = useState<BookingMode>(mode);
  // Choosing the custom programme says before the switch what its checkout needs (decision 0042).
  const warnProgramme = chosen === "GCP" && mode !== "GCP";
  const action = sitePath({ contextPath }, "/booking/status/update");
  const here = location.pathname + location.search;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const chosen = new FormData(event.currentTarget).get("mode");
    setPending(true);
    try {
      const res = await fetch(action, {
        method: "POST",
        credentials: "same-origin",
        headers: { CSRFToken: csrfToken, Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ mode: chosen, redirect: here }),
      });
      if (!res.ok) throw new Error(`booking mode update answered ${res.status}`);
      const body = (await res.json()) as { mode: BookingMode; redirectUrl: string };
      announceToOtherTabs(body.mode);
      window.location.assign(body.redirectUrl);
    } catch {
      formRef.current?.submit();
    }
  };

  return (
    <form ref={formRef} method="post" action={action} className={`${styles.form} ${programme.anchor} ${variant === "menu" ? styles.menu : styles.bar}`} aria-busy={pending || undefined} onSubmit={(e) => void onSubmit(e)}>
      <input type="hidden" name="CSRFToken" value={csrfToken} />
      <input type="hidden" name="redirect" value={here} />
      <label htmlFor={id} className={styles.label}>
        {t("booking.mode.label")}
      </label>
      <select
        id={id}
        name="mode"
        className={styles.select}
        defaultValue={mode}
        aria-describedby={warnProgramme ? `${id}-programme` : undefined}
        onChange={(e) => {
          if (isBookingMode(e.target.value)) setChosen(e.target.value);
        }}
      >
        {available.map((m) => (
          <option key={m} value={m}>
            {t(`booking.mode.${m}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.submit} disabled={pending}>
        {t("booking.mode.submit")}
      </button>
      {warnProgramme ? (
        <p id={`${id}-programme`} role="status" className={`${programme.switchHint} ${variant === "menu" ? programme.switchHintMenu : programme.switchHintBar}`}>
          {t("programme.switch.hint", { minimum: GCP_MINIMUM_PROGRAM_QUANTITY })}
        </p>
      ) : null}
    </form>
  );
}
