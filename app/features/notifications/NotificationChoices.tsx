import { useEffect, useState } from "react";
import { Checkbox, CheckboxGroup, Label, Text } from "react-aria-components";
import type { NotificationItem } from "../../../server/modules/notifications/subscriptions.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { postJson } from "./post-json.ts";
import type { StockNotificationsProps } from "./StockNotifications.tsx";
import styles from "./notifications.module.css";

type Load = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; items: NotificationItem[] };
type Save = "idle" | "saving" | "saved" | "failed";

/** The modal's body: sold-out sizes as checkboxes, saved as one JSON list. */
export default function NotificationChoices({ productCode, colourCode, colourName }: StockNotificationsProps) {
  const t = useT();
  const { shell } = useRootData();
  const url = `${shell.site.contextPath}/inventory/notification/${encodeURIComponent(productCode)}`;
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [selected, setSelected] = useState<string[]>([]);
  const [save, setSave] = useState<Save>("idle");

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${url}?colour=${encodeURIComponent(colourCode)}`, { headers: { accept: "application/json" }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`status ${res.status}`);
        const items = (await res.json()) as NotificationItem[];
        setLoad({ kind: "loaded", items });
        setSelected(items.filter((i) => i.notificationSubscription).map((i) => i.variantId));
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ kind: "failed" });
      });
    return () => controller.abort();
  }, [url, colourCode]);

  if (load.kind === "loading") return <p role="status">{t("notifications.loading")}</p>;
  if (load.kind === "failed") return <Alert tone="error">{t("notifications.loadError")}</Alert>;
  if (load.items.length === 0) return <p>{t("notifications.empty")}</p>;
  const { items } = load;
  // Save needs a ticked size, or an enrolment to leave (account-and-ordering §5).
  const canSave = (selected.length > 0 || items.some((i) => i.notificationSubscription)) && save !== "saving";

  async function submit() {
    setSave("saving");
    try {
      const list = items.map((i) => ({ variantId: i.variantId, notificationSubscription: selected.includes(i.variantId) }));
      const { status, body } = await postJson<NotificationItem[]>(url, list);
      if (status !== 200 || !Array.isArray(body)) throw new Error(`status ${status}`);
      const saved = new Map(body.map((i) => [i.variantId, i]));
      const next = items.map((i) => saved.get(i.variantId) ?? i);
      setLoad({ kind: "loaded", items: next });
      setSelected(next.filter((i) => i.notificationSubscription).map((i) => i.variantId));
      setSave("saved");
    } catch {
      setSave("failed");
    }
  }

  return (
    <form
      className={styles.choices}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave) void submit();
      }}
    >
      <CheckboxGroup
        value={selected}
        onChange={(value) => {
          setSelected(value);
          setSave("idle");
        }}
        className={styles.group}
      >
        <Label className={styles.groupLabel}>{t("notifications.sizes")}</Label>
        <Text slot="description" className={styles.intro}>
          {t("notifications.intro", { colour: colourName })}
        </Text>
        <div className={styles.sizes}>
          {items.map((i) => (
            <Checkbox key={i.variantId} value={i.variantId} className={styles.checkbox} aria-label={t("notifications.size", { size: i.variantSize })}>
              <span className={styles.box} aria-hidden="true" />
              {i.variantSize}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      {save === "saved" ? <Alert tone="success">{t("notifications.saved")}</Alert> : null}
      {save === "failed" ? <Alert tone="error">{t("notifications.saveError")}</Alert> : null}
      <Button type="submit" isDisabled={!canSave} className={styles.save}>
        {save === "saving" ? t("notifications.saving") : t("notifications.save")}
      </Button>
    </form>
  );
}
