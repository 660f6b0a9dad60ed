import { useT } from "../../i18n.ts";
import type { OrderDetailView } from "./order-detail-view.ts";
import styles from "./order-detail.module.css";

/** The order's header facts: placed on and by, purchase number, comment, payment (masked), delivery address. */
export function OrderFacts({ order }: { order: OrderDetailView }) {
  const t = useT();
  return (
    <dl className={styles.facts}>
      <dt>{t("order.confirmation.placedAt")}</dt>
      <dd>{order.placedAt}</dd>
      <dt>{t("orderDetail.placedBy")}</dt>
      <dd>
        {order.orderer}
        {order.placedBy ? (
          <span className={styles.note}>
            {order.ordererIsYou ? t("orderDetail.placedByAgentForYou", { agent: order.placedBy }) : t("orderDetail.placedByAgentFor", { agent: order.placedBy, orderer: order.orderer })}
          </span>
        ) : null}
      </dd>
      {order.purchaseNumber ? (
        <>
          <dt>{t("order.confirmation.purchaseNumber")}</dt>
          <dd>{order.purchaseNumber}</dd>
        </>
      ) : null}
      {order.comment ? (
        <>
          <dt>{t("order.confirmation.comment")}</dt>
          <dd className={styles.comment}>{order.comment}</dd>
        </>
      ) : null}
      {order.payments.length > 0 ? (
        <>
          <dt>{t("order.confirmation.payment")}</dt>
          <dd>
            {order.payments.map((p) => (
              <div key={`${p.kind}-${p.reference ?? ""}`}>
                {p.kind === "CARD" ? t("order.payment.CARD", { masked: p.reference ?? "" }) : p.kind === "ACCOUNT" && p.reference ? t("order.payment.ACCOUNT.costCentre", { code: p.reference }) : t(`order.payment.${p.kind}`)}{" "}
                {order.payments.length > 1 ? <span className={styles.amount}>{p.amount}</span> : null}
              </div>
            ))}
          </dd>
        </>
      ) : null}
      {order.deliveryMethod ? (
        <>
          <dt>{t("order.confirmation.deliveryMethod")}</dt>
          <dd>{order.deliveryMethod}</dd>
        </>
      ) : null}
      {order.address.length > 0 ? (
        <>
          <dt>{t("order.confirmation.deliveryAddress")}</dt>
          <dd>
            <address className={styles.address}>
              {order.address.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
