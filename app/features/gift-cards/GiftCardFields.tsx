import ui from "../../components/ui/ui.module.css";

/**
 * The gift card number and PIN (shopping-flow §4, §5) of both gift card popups, and the error
 * field the server's errorMessage shows in. Read-only once the card was checked.
 */
export function GiftCardFields({
  idPrefix,
  number,
  pin,
  onNumber,
  onPin,
  readOnly,
  error,
  labels,
}: {
  idPrefix: string;
  number: string;
  pin: string;
  onNumber: (value: string) => void;
  onPin: (value: string) => void;
  readOnly: boolean;
  error: string | null;
  labels: { number: string; pin: string };
}) {
  const errorId = `${idPrefix}-error`;
  const described = error ? errorId : undefined;
  return (
    <>
      <div className={ui.field}>
        <label htmlFor={`${idPrefix}-number`} className={ui.label}>
          {labels.number}
        </label>
        <input
          id={`${idPrefix}-number`}
          className={ui.input}
          value={number}
          onChange={(e) => onNumber(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          data-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </div>
      <div className={ui.field}>
        <label htmlFor={`${idPrefix}-pin`} className={ui.label}>
          {labels.pin}
        </label>
        <input id={`${idPrefix}-pin`} className={ui.input} type="password" value={pin} onChange={(e) => onPin(e.target.value)} inputMode="numeric" autoComplete="off" readOnly={readOnly} />
      </div>
      {error ? (
        <p id={errorId} className={ui.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
