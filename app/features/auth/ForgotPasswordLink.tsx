import { useRef, useState, type FormEvent, type MouseEvent } from "react";
import { sitePath } from "#domain/sites.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal as Modal } from "../../components/ui/LazyModal.tsx";
import { useRootData } from "../../root-data.ts";
import { useT } from "../../i18n.ts";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import styles from "./forgot.module.css";

/** 572 px wide popup on desktop (spec §9), full screen below 640 px. */
const POPUP_WIDTH = 572;

/**
 * "Forgotten your password?": a link to the reset page that, with JavaScript, opens the
 * popup instead. The popup posts by ajax and shows the HTML the server answers with.
 */
export function ForgotPasswordLink({ contextPath }: { contextPath: string }) {
  const t = useT();
  const { csrfToken } = useRootData();
  const [open, setOpen] = useState(false);
  const [html, setHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The page's token is no longer valid (signed in or out in another tab): reload needed. */
  const [stale, setStale] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const href = sitePath({ contextPath }, "/login/pw/request");

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setHtml(null);
    setStale(false);
    setOpen(true);
  };

  const onSubmit = async (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const res = await fetch(form.dataset.ajaxAction ?? form.action, {
        method: "POST",
        body: new URLSearchParams(Array.from(new FormData(form), ([k, v]) => [k, String(v)])),
        headers: { "X-Requested-With": "XMLHttpRequest", Accept: "text/html" },
        credentials: "same-origin",
      });
      if (res.status === 403) setStale(true);
      else setHtml(await res.text());
    } catch {
      setHtml(null);
    } finally {
      setBusy(false);
      requestAnimationFrame(() => {
        container.current?.querySelector<HTMLElement>("[role=alert], [role=status], input[type=email]")?.focus();
      });
    }
  };

  return (
    <>
      <a href={href} onClick={onOpen}>
        {t("login.forgotten")}
      </a>
      <Modal isOpen={open} onOpenChange={setOpen} title={t("forgot.title")} width={POPUP_WIDTH}>
        <div ref={container} className={styles.popup} onSubmit={onSubmit} aria-busy={busy}>
          {stale ? (
            <Alert tone="error">
              {t("forgot.error.session")}{" "}
              <Button variant="link" onPress={() => window.location.reload()}>
                {t("forgot.reload")}
              </Button>
            </Alert>
          ) : null}
          {html === null ? (
            <ForgotPasswordForm state={{ status: "start" }} csrfToken={csrfToken} contextPath={contextPath} t={t} />
          ) : (
            // The server's own rendering of ForgotPasswordForm (same component, same classes).
            <div dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </div>
      </Modal>
    </>
  );
}
