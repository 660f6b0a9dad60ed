import { useId, useState } from "react";
import type { IsoDate } from "#domain/business-days.ts";
import {
  checkReplenishment,
  formatReplenishmentDate,
  RECURRENCES,
  REPLENISHMENT_LIMITS,
  type Recurrence,
  type ReplenishmentProblem,
} from "#domain/replenishment.ts";
import { weekdayName } from "#domain/replenishment-text.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { useRootData } from "../../root-data.ts";
import { useT } from "../../i18n.ts";
import type { ReplenishmentFields } from "./checkout-api.ts";
import { describedBy, FieldLabel, FieldMessages } from "./checkout-fields.tsx";
import styles from "./checkout.module.css";

const range = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The replenishment schedule popup (service-and-support §2–§5; decision 0027): a recurrence
 * shows its own fields; the start date is typed in the site's format and checked with the rule of
 * domain/replenishment.ts (inline error). Confirm hands the fields over to place the order;
 * Cancel, the close button and Escape close it without them.
 */
export function ReplenishmentDialog({
  isOpen,
  onCancel,
  onConfirm,
  dateFormat,
  today,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: (fields: ReplenishmentFields) => void;
  dateFormat: string;
  today: IsoDate;
}) {
  const t = useT();
  const { shell } = useRootData();
  const id = useId();
  const [recurrence, setRecurrence] = useState<Recurrence | null>(null);
  const [startDate, setStartDate] = useState(() => formatReplenishmentDate(today, dateFormat));
  const [nDays, setNDays] = useState(1);
  const [nWeeks, setNWeeks] = useState(1);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [nthDayOfMonth, setNthDayOfMonth] = useState(1);
  const [problems, setProblems] = useState<readonly ReplenishmentProblem[]>([]);

  const check = (kind: Recurrence) => checkReplenishment({ recurrence: kind, startDate, nDays, nWeeks, weekdays, nthDayOfMonth }, { today, format: dateFormat });
  /** The start date's problems alone (the same whatever the recurrence). */
  const startProblems = () => {
    const checked = check(recurrence ?? "DAILY");
    return checked.ok ? [] : checked.errors.filter((p) => p.field === "startDate");
  };
  const problemOf = (field: ReplenishmentProblem["field"]) => {
    const problem = problems.find((p) => p.field === field);
    return problem ? t(problem.messageKey, problem.params) : null;
  };
  const confirm = () => {
    if (!recurrence) {
      setProblems([{ field: "recurrence", messageKey: "checkout.replenishment.recurrence.required" }, ...startProblems()]);
      return;
    }
    const checked = check(recurrence);
    setProblems(checked.ok ? [] : checked.errors);
    if (!checked.ok) return;
    const base = { replenishmentOrder: true as const, replenishmentRecurrence: recurrence, replenishmentStartDate: startDate.trim() };
    if (recurrence === "DAILY") onConfirm({ ...base, nDays });
    else if (recurrence === "WEEKLY") onConfirm({ ...base, nWeeks, weekdays: [...weekdays].sort((a, b) => a - b) });
    else onConfirm({ ...base, nthDayOfMonth });
  };
  const startError = problemOf("startDate");
  const recurrenceError = problemOf("recurrence");
  const weekdaysError = problemOf("weekdays");

  return (
    <LazyModal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} title={t("checkoutPage.replenishment.open")} width={620}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <fieldset className={styles.radios} aria-describedby={recurrenceError ? `${id}-recurrence-error` : undefined}>
          <legend className={styles.legend}>{t("checkoutPage.replenishment.recurrence")}</legend>
          {RECURRENCES.map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name="replenishmentRecurrence"
                value={value}
                checked={recurrence === value}
                onChange={() => {
                  setRecurrence(value);
                  setProblems((seen) => seen.filter((p) => p.field === "startDate"));
                }}
              />
              {t(`checkoutPage.replenishment.${value}`)}
            </label>
          ))}
          {recurrenceError ? (
            <p id={`${id}-recurrence-error`} className={styles.fieldError}>
              {recurrenceError}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.field}>
          <FieldLabel htmlFor={`${id}-start`} text={t("checkoutPage.replenishment.startDate")} required />
          <input
            id={`${id}-start`}
            name="replenishmentStartDate"
            className={styles.input}
            value={startDate}
            placeholder={dateFormat}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setStartDate(e.target.value)}
            onBlur={() => setProblems((seen) => [...seen.filter((p) => p.field !== "startDate"), ...startProblems()])}
            aria-invalid={startError ? true : undefined}
            aria-required="true"
            aria-describedby={describedBy(`${id}-start`, true, startError)}
          />
          <FieldMessages id={`${id}-start`} hint={t("checkoutPage.replenishment.startDateHint", { format: dateFormat })} error={startError} />
        </div>
        {recurrence === "DAILY" ? (
          <NumberSelect id={`${id}-ndays`} name="nDays" label={t("checkoutPage.replenishment.nDays")} value={nDays} options={range(REPLENISHMENT_LIMITS.nDays)} onChange={setNDays} />
        ) : null}
        {recurrence === "WEEKLY" ? (
          <>
            <NumberSelect id={`${id}-nweeks`} name="nWeeks" label={t("checkoutPage.replenishment.nWeeks")} value={nWeeks} options={range(REPLENISHMENT_LIMITS.nWeeks)} onChange={setNWeeks} />
            <fieldset className={styles.weekdays} aria-describedby={weekdaysError ? `${id}-weekdays-error` : undefined}>
              <legend className={styles.legend}>
                {t("checkoutPage.replenishment.weekdays")} <span className={styles.labelNote}>({t("checkoutPage.required")})</span>
              </legend>
              {WEEKDAYS.map((day) => (
                <label key={day} className={styles.checkboxRow}>
                  <input
                    type="checkbox"
                    name="weekdays"
                    value={day}
                    checked={weekdays.includes(day)}
                    onChange={(e) => setWeekdays((days) => (e.target.checked ? [...days, day] : days.filter((d) => d !== day)))}
                  />
                  {weekdayName(day, shell.locale)}
                </label>
              ))}
              {weekdaysError ? (
                <p id={`${id}-weekdays-error`} className={styles.fieldError}>
                  {weekdaysError}
                </p>
              ) : null}
            </fieldset>
          </>
        ) : null}
        {recurrence === "MONTHLY" ? (
          <NumberSelect
            id={`${id}-nth`}
            name="nthDayOfMonth"
            label={t("checkoutPage.replenishment.nthDayOfMonth")}
            hint={t("checkoutPage.replenishment.monthEnd")}
            value={nthDayOfMonth}
            options={range(REPLENISHMENT_LIMITS.nthDayOfMonth)}
            onChange={setNthDayOfMonth}
          />
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onCancel}>
            {t("checkoutPage.replenishment.cancel")}
          </Button>
          <Button type="submit">{t("checkoutPage.replenishment.confirm")}</Button>
        </div>
      </form>
    </LazyModal>
  );
}

function NumberSelect({ id, name, label, hint, value, options, onChange }: { id: string; name: string; label: string; hint?: string; value: number; options: number[]; onChange: (value: number) => void }) {
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} text={label} required />
      <select id={id} name={name} className={styles.select} value={value} onChange={(e) => onChange(Number(e.target.value))} aria-describedby={describedBy(id, Boolean(hint), null)}>
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={null} />
    </div>
  );
}
