import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { historyQuery, SHOW_ALL, toggleFilterOption } from "#domain/order-history-filters.ts";
import type { MessageKey } from "#domain/i18n/index.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import type { OrderHistoryView } from "./order-history-view.ts";
import ui from "../../components/ui/ui.module.css";
import styles from "./order-history.module.css";

function statusLabel(option: string): MessageKey {
  if (option === SHOW_ALL) return "orderHistory.status.all";
  if (option === "AWAITING_MY_APPROVAL") return "orderHistory.status.awaitingMyApproval";
  return `order.status.${option}` as MessageKey;
}

/** A checkbox group whose "show all" option is exclusive (§4 "Order-history filter"). */
function ExclusiveGroup({ name, legend, options, selected, onChange }: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className={styles.check}>
          <input
            type="checkbox"
            name={name}
            value={o.value}
            checked={selected.includes(o.value)}
            onChange={(e) => onChange(toggleFilterOption(selected, o.value, e.target.checked))}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The history's filters as a GET form (it works without JavaScript: the checkboxes go as repeated
 * fields). With JavaScript the customer choice first goes through `POST {context}/my-account/orders`,
 * whose `customerFilterId` is what the URL carries.
 */
export function HistoryFilters({ view }: { view: OrderHistoryView }) {
  const t = useT();
  const navigate = useNavigate();
  const { csrfToken } = useRootData();
  const { params } = view;
  const [statuses, setStatuses] = useState<string[]>(params.statuses.length ? params.statuses : [SHOW_ALL]);
  const [customers, setCustomers] = useState<string[]>(params.customerUids.length ? params.customerUids : [SHOW_ALL]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let customerUids: string[] = [];
    if (view.customers.length) {
      setBusy(true);
      try {
        const res = await fetch(view.customerFilterUrl, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", CSRFToken: csrfToken },
          body: JSON.stringify(customers),
        });
        const answer = (await res.json()) as { customerFilterId?: string };
        customerUids = res.ok && answer.customerFilterId && answer.customerFilterId !== SHOW_ALL ? answer.customerFilterId.split(",") : [];
      } finally {
        setBusy(false);
      }
    }
    const query = historyQuery(params, {
      statuses: statuses.filter((s) => s !== SHOW_ALL) as typeof params.statuses,
      customerUids,
      searchCode: String(form.get("searchCode") ?? "").trim(),
      sort: String(form.get("sort") ?? params.sort) as typeof params.sort,
      page: 1,
    });
    await navigate(`${view.basePath}?${query}`);
  }

  return (
    <form method="get" action={view.basePath} className={styles.filters} aria-label={t("orderHistory.filters")} onSubmit={(e) => void submit(e)}>
      <input type="hidden" name="activeTab" value={params.tab} />
      <div className={styles.searchRow}>
        <label className={styles.field}>
          <span>{t(view.b2b ? "orderHistory.search.label" : "orderHistory.search.labelConsumer")}</span>
          <input type="search" name="searchCode" defaultValue={params.searchCode} maxLength={100} />
        </label>
        <label className={styles.field}>
          <span>{t("orderHistory.sort.label")}</span>
          <select name="sort" defaultValue={params.sort}>
            {view.sorts.map((s) => (
              <option key={s} value={s}>
                {t(`orderHistory.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ExclusiveGroup
        name="filterBy"
        legend={t("orderHistory.status.legend")}
        options={[SHOW_ALL, ...view.statusOptions].map((value) => ({ value, label: t(statusLabel(value)) }))}
        selected={statuses}
        onChange={setStatuses}
      />
      {view.customers.length ? (
        <ExclusiveGroup
          name="customerFilterId"
          legend={t("orderHistory.customers.legend")}
          options={[{ value: SHOW_ALL, label: t("orderHistory.customers.all") }, ...view.customers.map((c) => ({ value: c.uid, label: c.name }))]}
          selected={customers}
          onChange={setCustomers}
        />
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={busy}>
          {t("orderHistory.apply")}
        </button>
        <a href={`${view.basePath}?${historyQuery({ ...params, statuses: [], customerUids: [], searchCode: "", page: 1 })}`}>{t("orderHistory.reset")}</a>
      </div>
    </form>
  );
}
