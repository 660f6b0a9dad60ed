import { useEffect } from "react";
import { useT } from "../../i18n.ts";
import { pushDataLayer } from "../tracking/data-layer.ts";
import { confirmationLead, type OrderConfirmationView } from "./order-confirmation-view.ts";
import styles from "./orders.module.css";
import { OrderTotals } from "./OrderTotals.tsx";

/** Pushes `purchase` once per order and browser tab, so a reload does not count the sale twice. */
function usePurchaseEvent(event: OrderConfirmationView["purchase"]): void {
  useEffect(() => {
    const key = `brim:purchase:${event.ecommerce.transaction_id}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    pushDataLayer(event);
  }, [event]);
}

function AddressFact({ title, lines, before, after }: { title: string; lines: readonly string[]; before?: string | null; after?: string | null }) {
  if (lines.length === 0) return null;
  return (
    <>
      <dt>{title}</dt>
      <dd>
        {before ? <div>{before}</div> : null}
        <address>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </address>
        {after ? <div>{after}</div> : null}
      </dd>
    </>
  );
}

export function OrderConfirmation({ order }: { order: OrderConfirmationView }) {
  const t = useT();
  usePurchaseEvent(order.purchase);
  const lead = confirmationLead(order.status);
  return (
    <div className={styles.page}>
      <h1>{t("order.confirmation.title")}</h1>
      <p role="status" className={lead.warning ? styles.pending : styles.lead}>
        {t(lead.key, { code: order.code })}
      </p>
      <p>{t("order.confirmation.mailSent", { email: order.email })}</p>
      <dl className={styles.facts}>
        <dt>{t("order.confirmation.number")}</dt>
        <dd>{order.code}</dd>
        <dt>{t("order.confirmation.placedAt")}</dt>
        <dd>{order.placedAt}</dd>
        <dt>{t("order.confirmation.status")}</dt>
        <dd>{t(`order.status.${order.status}`)}</dd>
        {order.purchaseNumber ? (
          <>
            <dt>{t("order.confirmation.purchaseNumber")}</dt>
            <dd>{order.purchaseNumber}</dd>
          </>
        ) : null}
        {order.salesRep ? (
          <>
            <dt>{t("order.confirmation.salesRep")}</dt>
            <dd>{order.salesRep.name ? t("checkoutPage.salesRep.option", { name: order.salesRep.name, uid: order.salesRep.uid }) : order.salesRep.uid}</dd>
          </>
        ) : null}
        {order.comment ? (
          <>
            <dt>{t("order.confirmation.comment")}</dt>
            <dd>{order.comment}</dd>
          </>
        ) : null}
        <dt>{t("order.confirmation.payment")}</dt>
        <dd>
          {order.payments.map((p) => (
            <div key={`${p.kind}-${p.reference ?? ""}`}>
              {p.kind === "CARD" ? t("order.payment.CARD", { masked: p.reference ?? "" }) : p.kind === "ACCOUNT" && p.reference ? t("order.payment.ACCOUNT.costCentre", { code: p.reference }) : t(`order.payment.${p.kind}`)}{" "}
              <span className={styles.amount}>{p.amount}</span>
            </div>
          ))}
        </dd>
        {order.delivery ? (
          <>
            <dt>{t("order.confirmation.deliveryMethod")}</dt>
            <dd>{t(`checkout.delivery.method.${order.delivery.code}`)}</dd>
          </>
        ) : null}
        <AddressFact
          title={order.tradeShow ? t("order.confirmation.tradeShow") : t("order.confirmation.deliveryAddress")}
          lines={order.address}
          before={order.tradeShow?.destination}
          after={order.tradeShow ? t("order.confirmation.tradeShow.salesRep", { id: order.tradeShow.salesRepId }) : null}
        />
        <AddressFact title={t("order.confirmation.billingAddress")} lines={order.billingAddress} />
        {order.replenishment ? (
          <>
            <dt>{t("order.replenishment.title")}</dt>
            <dd>
              <div>{order.replenishment.text}</div>
              {order.replenishment.next ? <div>{t("order.replenishment.next", { date: order.replenishment.next })}</div> : null}
              <div className={styles.muted}>{t("order.replenishment.schedule", { code: order.replenishment.code })}</div>
            </dd>
          </>
        ) : null}
      </dl>
      {order.parts.map((part) => (
        <section key={part.code} className={styles.part} aria-labelledby={`part-${part.code}`}>
          <h2 id={`part-${part.code}`}>{part.target ? t("order.confirmation.subOrder", { target: part.target, code: part.code }) : t("order.confirmation.items")}</h2>
          {part.desiredShipDate && part.cancelDate ? <p>{t("order.confirmation.shipDates", { desired: part.desiredShipDate, cancel: part.cancelDate })}</p> : null}
          <div className={styles.tableWrap}>
            <table className={styles.lines}>
              <thead>
                <tr>
                  <th scope="col">{t("order.confirmation.product")}</th>
                  <th scope="col">{t("order.confirmation.size")}</th>
                  <th scope="col" className={styles.num}>{t("order.confirmation.quantity")}</th>
                  <th scope="col" className={`${styles.num} ${styles.unitCol}`}>{t("order.confirmation.unitPrice")}</th>
                  <th scope="col" className={styles.num}>{t("order.confirmation.lineTotal")}</th>
                </tr>
              </thead>
              <tbody>
                {part.lines.map((l) => (
                  <tr key={l.upc}>
                    <td>
                      <a href={l.href}>{l.productName}</a>
                      <div className={styles.muted}>
                        {l.productCode} · {l.colourName}
                      </div>
                    </td>
                    <td>{l.size}</td>
                    <td className={styles.num}>{l.quantity}</td>
                    <td className={`${styles.num} ${styles.unitCol}`}>{l.unitPrice}</td>
                    <td className={styles.num}>{l.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <OrderTotals totals={order.totals} />
      <p>
        <a className={styles.continue} href={order.continueHref}>
          {t("order.confirmation.continue")}
        </a>
      </p>
    </div>
  );
}
