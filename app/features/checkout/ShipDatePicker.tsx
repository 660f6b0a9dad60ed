import { parseDate, type DateValue } from "@internationalized/date";
import { isIsoDate } from "#domain/business-days.ts";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
} from "react-aria-components";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import styles from "./ship-dates.module.css";

export interface ShipDatePickerProps {
  label: string;
  value: string | null;
  /** ISO dates: the picker's min and max. */
  first: string;
  last: string;
  /** Days between first and last the rules leave out (weekends, holidays, outside booking windows). */
  isSelectable?: (date: string) => boolean;
  onChange: (date: string | null) => void;
  description?: string;
  error?: string | null;
  isDisabled?: boolean;
}

const toDate = (iso: string | null): DateValue | null => (iso && isIsoDate(iso) ? parseDate(iso) : null);

/**
 * A date field with a calendar (React Aria): typed in the page's locale, days outside first…last
 * and days the rules leave out are unavailable, exactly as the server checks them. React Aria's
 * date code is large, so the page loads this module on its own (ShipDatesSection).
 */
export default function ShipDatePicker({ label, value, first, last, isSelectable, onChange, description, error, isDisabled }: ShipDatePickerProps) {
  const t = useT();
  const { locale } = useRootData().shell;
  return (
    <I18nProvider locale={locale}>
      <DatePicker
        className={styles.picker}
        value={toDate(value)}
        minValue={toDate(first)}
        maxValue={toDate(last)}
        isDateUnavailable={isSelectable ? (date) => !isSelectable(date.toString()) : undefined}
        onChange={(date) => onChange(date ? date.toString() : null)}
        isInvalid={!!error}
        isDisabled={isDisabled}
        shouldForceLeadingZeros
        granularity="day"
      >
        <Label className={styles.label}>{label}</Label>
        <Group className={styles.group}>
          <DateInput className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
          <Button className={styles.openButton} aria-label={t("checkoutPage.calendar.open")}>
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError className={styles.error}>{error}</FieldError>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog} aria-label={label}>
            <Calendar className={styles.calendar}>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.navButton} aria-label={t("checkoutPage.calendar.previous")}>
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading className={styles.calendarTitle} />
                <Button slot="next" className={styles.navButton} aria-label={t("checkoutPage.calendar.next")}>
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
