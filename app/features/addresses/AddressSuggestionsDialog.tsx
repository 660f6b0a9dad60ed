import { useId } from "react";
import { Alert } from "../../components/ui/Alert.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import ui from "../../components/ui/ui.module.css";
import type { CheckSuggestion } from "./address-check.ts";
import type { AddressTexts } from "#domain/addresses/address-texts.ts";
import type { SuggestionsState } from "./use-address-form.ts";
import styles from "./address-lookup.module.css";

/**
 * The confirm modal of the address check (shopping-flow §4): the address as typed and the
 * service's suggestions. Choosing one fills the form with it and saves; keeping saves the address
 * as typed (the server then notes it as not verified). Closing goes back to the form.
 */
export function AddressSuggestionsDialog({
  state,
  entered,
  texts,
  busy,
  onChoose,
  onDismiss,
}: {
  state: SuggestionsState | null;
  /** The typed address on one line. */
  entered: string;
  texts: AddressTexts;
  busy: boolean;
  /** A suggestion, or null to keep the address as typed. */
  onChoose: (chosen: CheckSuggestion | null) => void;
  onDismiss: () => void;
}) {
  const id = useId();
  return (
    <LazyModal isOpen={state !== null} onOpenChange={(open) => (open ? undefined : onDismiss())} title={texts["verify.title"]} width={620}>
      <p>{texts["verify.intro"]}</p>
      <p className={styles.entered}>
        <strong>{texts["verify.entered"]}</strong>
        {entered}
      </p>
      {state?.failed ? <Alert tone="error">{texts["verify.failed"]}</Alert> : null}
      <ul aria-label={texts["verify.list"]} className={styles.suggestions}>
        {(state?.items ?? []).map((suggestion, index) => (
          <li key={suggestion.moniker} className={styles.suggestion}>
            <span id={`${id}-${index}`} className={styles.suggestionText}>
              {suggestion.partialAddress}
            </span>
            <button type="button" className={`${ui.button} ${ui.primary}`} aria-describedby={`${id}-${index}`} disabled={busy} onClick={() => onChoose(suggestion)}>
              {texts["verify.use"]}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.confirmActions}>
        <button type="button" className={`${ui.button} ${ui.secondary}`} disabled={busy} onClick={() => onChoose(null)}>
          {texts["verify.keep"]}
        </button>
      </div>
    </LazyModal>
  );
}
