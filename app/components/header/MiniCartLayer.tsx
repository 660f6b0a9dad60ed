import { useEffect, useState } from "react";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import styles from "./mini-cart-layer.module.css";

/** `GET {context}/cart/miniCart` (decision 0018). */
interface MiniCartAnswer {
  addToCartLayer: {
    recent: { code: string; name: string; url: string; image: string; quantity: number }[];
    miniCartCount: number;
    miniCartCountText: string;
    miniCartPrice: string | null;
    /** The active cart's 8-digit code (decision 0061); null before the cart exists. */
    cartCode: string | null;
  };
}

type Layer = MiniCartAnswer["addToCartLayer"];

/**
 * The mini-cart layer: the products changed last, the count and total, and the way to the cart.
 * Read each time it opens (the cart may have changed in another tab), showing the last answer
 * meanwhile. Loaded on demand by MiniCartLink.
 */
export default function MiniCartLayer({ contextPath, cartHref, isOpen, changes, pricesHidden }: { contextPath: string; cartHref: string; isOpen: boolean; changes: number; pricesHidden: boolean }) {
  const t = useT();
  const [layer, setLayer] = useState<Layer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    fetch(sitePath({ contextPath }, "/cart/miniCart"), { headers: { Accept: "application/json" }, credentials: "same-origin", signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`mini cart answered ${res.status}`);
        const body = (await res.json()) as MiniCartAnswer;
        setLayer(body.addToCartLayer);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [contextPath, isOpen, changes]);

  return (
    <div className={styles.layer}>
      <p className={styles.layerTitle}>
        {t("header.miniCart.title")}
        {/* The code a customer reads out to an agent (issue 16): quiet, beside the title. */}
        {layer?.cartCode ? <span className={styles.cartCode}>{t("header.miniCart.cartCode", { code: layer.cartCode })}</span> : null}
      </p>
      {failed && !layer ? (
        <p role="alert" className={styles.failed}>
          {t("header.miniCart.failed")}
        </p>
      ) : !layer ? (
        <p className={styles.loading}>{t("header.miniCart.loading")}</p>
      ) : layer.miniCartCount === 0 ? (
        <p className={styles.empty}>{t("header.miniCart.empty")}</p>
      ) : (
        <>
          <ul className={styles.recent} aria-label={t("header.miniCart.recent")}>
            {layer.recent.map((item) => (
              <li key={item.code} className={styles.item}>
                <img src={`${item.image}?size=96`} alt="" width={48} height={48} className={styles.thumb} />
                <span className={styles.itemText}>
                  <a href={item.url} className={styles.itemName}>
                    {item.name}
                  </a>
                  <span className={styles.itemQuantity}>{t("header.miniCart.quantity", { count: item.quantity })}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.summary}>
            {t("header.miniCart.total", { count: layer.miniCartCountText, price: pricesHidden || layer.miniCartPrice === null ? t("price.hidden") : layer.miniCartPrice })}
          </p>
        </>
      )}
      <a href={cartHref} className={styles.viewCart}>
        {t("header.miniCart.viewCart")}
      </a>
    </div>
  );
}
