import type { ListFormError, ListFormNotice as Notice } from "#domain/lists.ts";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";

/** The outcome a list form posted without script came back with, in the page's words (decision 0056). */
export function ListFormNotice({ error, notice }: { error: ListFormError | null; notice: Notice | null }) {
  const t = useT();
  if (error) {
    const text =
      error === "customers" ? t("lists.savedBag.customers.required") : error === "failed" ? t("lists.error.failed") : t(`savedListName.${error}`, { character: "" });
    return <Alert tone="error">{text}</Alert>;
  }
  return notice ? <Alert tone="success">{t(`lists.notice.${notice}`)}</Alert> : null;
}
