import { useEffect, useState, type ReactNode } from "react";
import { agentPanelButtons, AGENT_ALERT_FADE_MS, customerSearchReady, formatCountdown } from "#domain/assisted-service.ts";
import { agentCartIdState, AGENT_CART_ID_LENGTH } from "#domain/assisted-service-fields.ts";
import { useT } from "../../i18n.ts";
import type { AgentPanelData } from "../../../server/modules/assisted-service/panel-data.ts";
import { findCompanies, findCustomers, sessionAction } from "./agent-api.ts";
import { Lookup } from "./Lookup.tsx";
import { PanelFrame } from "./PanelFrame.tsx";
import { writePanelState } from "./panel-cookie.ts";
import ui from "../../components/ui/ui.module.css";
import styles from "./agent-panel.module.css";

/** A form of the panel: posts without script (the server redirects back), with script calls and reloads. */
function PanelForm({
  action,
  panel,
  csrfToken,
  fields,
  onFailed,
  children,
}: {
  action: "emulate" | "add-to-cart" | "quit" | "logoutasm";
  panel: AgentPanelData;
  csrfToken: string;
  fields: Record<string, string>;
  onFailed: (message: string) => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={`${panel.basePath}/${action}`}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        // Bind cart is a second button of the start form, with its own action.
        const chosen = e.nativeEvent instanceof SubmitEvent && e.nativeEvent.submitter?.dataset.action === "add-to-cart" ? "add-to-cart" : action;
        void sessionAction(panel, csrfToken, chosen, fields).then((answer) => {
          if (answer.kind === "ok") window.location.assign(answer.body.redirectUrl ?? window.location.href);
          else onFailed(answer.message ?? String(answer.status));
        });
      }}
    >
      <input type="hidden" name="CSRFToken" value={csrfToken} />
      {children}
    </form>
  );
}

/** The countdown of an emulation (the server ends it at zero), with Reset, which adds the limit again. */
function Countdown({ panel, csrfToken, onFailed }: { panel: AgentPanelData; csrfToken: string; onFailed: (message: string) => void }) {
  const t = useT();
  const [endsAt, setEndsAt] = useState(() => Date.now() + (panel.remainingSeconds ?? 0) * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left === 0) window.location.reload();
  }, [left]);
  const reset = () =>
    void sessionAction(panel, csrfToken, "resetSession").then((answer) => {
      if (answer.kind === "ok" && answer.body.remainingSeconds !== undefined) setEndsAt(Date.now() + answer.body.remainingSeconds * 1000);
      // §8: a reset that fails says "Request failed: {reason}".
      else if (answer.kind !== "ok") onFailed(t("assistedService.failed", { reason: answer.message ?? String(answer.status) }));
    });
  return (
    <span className={styles.timer}>
      <span role="timer" aria-live="off">
        {t("assistedService.timeLeft", { time: formatCountdown(left) })}
      </span>
      <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={reset}>
        {t("assistedService.resetTimer")}
      </button>
    </span>
  );
}

function StartForm({ panel, csrfToken, onFailed }: { panel: AgentPanelData; csrfToken: string; onFailed: (message: string) => void }) {
  const t = useT();
  const [customer, setCustomer] = useState("");
  const [company, setCompany] = useState("");
  const [cartId, setCartId] = useState("");
  const [found, setFound] = useState<boolean | undefined>(undefined);
  const buttons = agentPanelButtons({ username: "", password: "", customer, cartId, customerFound: found, newAccountEntry: customer });
  const cartState = agentCartIdState(cartId);
  const fields = { customerId: customer, cartId, ...(panel.kind === "b2b" ? { companyId: company } : {}) };
  return (
    <PanelForm action="emulate" panel={panel} csrfToken={csrfToken} fields={fields} onFailed={onFailed}>
      {panel.kind === "b2b" ? (
        <Lookup
          name="companyId"
          label={t("assistedService.company")}
          value={company}
          onChange={setCompany}
          ready={() => true}
          search={async (term) => {
            const answer = await findCompanies(panel, csrfToken, term);
            return answer.kind === "ok" ? { kind: "ok", body: answer.body.map((c) => ({ value: c.uid, label: c.name, detail: c.address })) } : answer;
          }}
        />
      ) : null}
      <Lookup
        name="customerId"
        label={t("assistedService.customer")}
        value={customer}
        onChange={setCustomer}
        ready={(term) => customerSearchReady(term, panel.kind)}
        onSearched={setFound}
        search={async (term) => {
          const answer = await findCustomers(panel, csrfToken, term, company);
          return answer.kind === "ok"
            ? {
                kind: "ok",
                body: answer.body.map((c) => ({
                  value: c.email,
                  label: `${c.value} (${c.email})`,
                  detail: c.carts.length ? t("assistedService.carts", { codes: c.carts.join(", ") }) : "",
                })),
              }
            : answer;
        }}
      />
      <div className={styles.field}>
        <label htmlFor="agent-cart-id">{t("assistedService.cartId")}</label>
        <input
          id="agent-cart-id"
          name="cartId"
          value={cartId}
          inputMode="numeric"
          maxLength={AGENT_CART_ID_LENGTH + 1}
          aria-invalid={cartState === "invalid" || undefined}
          aria-describedby={cartState === "invalid" ? "agent-cart-id-error" : undefined}
          onChange={(e) => setCartId(e.target.value)}
        />
        {cartState === "invalid" ? (
          <span id="agent-cart-id-error" className={styles.error}>
            {t("assistedService.cartIdInvalid")}
          </span>
        ) : null}
      </div>
      <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={!buttons.startSession}>
        {t("assistedService.startSession")}
      </button>
      {buttons.bind ? (
        <button type="submit" formAction={`${panel.basePath}/add-to-cart`} data-action="add-to-cart" className={`${ui.button} ${ui.secondary}`}>
          {t("assistedService.bindCart")}
        </button>
      ) : null}
    </PanelForm>
  );
}

/**
 * The agent panel (service-and-support §2 "Agent screens", §4 "Agent panel"; decision 0063): on top
 * of every page for a signed-in agent or sales rep. Not acting for anyone: find a customer (and a
 * company on the partner sites), optionally a cart, and start the session. Acting: who for, the
 * countdown with Reset, End session and Sign out. It folds away, remembered in a cookie.
 */
export function AgentPanel({ panel, csrfToken }: { panel: AgentPanelData; csrfToken: string }) {
  const t = useT();
  const [collapsed, setCollapsed] = useState(panel.collapsed);
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    if (alert === null) return;
    const timer = window.setTimeout(() => setAlert(null), AGENT_ALERT_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [alert]);
  const onFailed = (message: string) => setAlert(message);
  const toggle = () => {
    setCollapsed(!collapsed);
    writePanelState({ position: 0, state: collapsed ? "expanded" : "collapsed" });
  };
  return (
    <PanelFrame
      bar={
        <>
          <span className={styles.who}>{t("assistedService.agent", { name: panel.actor.name })}</span>
          {panel.emulating ? (
            <strong className={styles.who}>{t("assistedService.actingFor", { name: panel.emulating.name, email: panel.emulating.email })}</strong>
          ) : null}
          <button type="button" className={styles.toggle} aria-expanded={!collapsed} aria-controls="agent-panel-body" onClick={toggle}>
            {collapsed ? t("assistedService.expand") : t("assistedService.collapse")}
          </button>
        </>
      }
    >
      <div id="agent-panel-body" className={styles.body} hidden={collapsed}>
        {panel.emulating ? (
          <div className={styles.row}>
            <Countdown panel={panel} csrfToken={csrfToken} onFailed={onFailed} />
            <PanelForm action="quit" panel={panel} csrfToken={csrfToken} fields={{}} onFailed={onFailed}>
              <button type="submit" className={`${ui.button} ${ui.primary}`}>
                {t("assistedService.endSession")}
              </button>
            </PanelForm>
          </div>
        ) : (
          <StartForm panel={panel} csrfToken={csrfToken} onFailed={onFailed} />
        )}
        <PanelForm action="logoutasm" panel={panel} csrfToken={csrfToken} fields={{}} onFailed={onFailed}>
          <button type="submit" className={`${ui.button} ${ui.link}`}>
            {t("assistedService.signOut")}
          </button>
        </PanelForm>
        {alert ? (
          <p role="alert" className={styles.error}>
            {alert}
          </p>
        ) : null}
      </div>
    </PanelFrame>
  );
}
