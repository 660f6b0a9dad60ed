import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { miniCartCountText } from "#domain/mini-cart.ts";
import { sitePath } from "#domain/sites.ts";
import type { ShellData } from "../../../server/modules/shell/service.ts";
import { useT } from "../../i18n.ts";
import { CartIcon, ChevronDownIcon } from "./icons.tsx";
import { CART_CHANGED_EVENT } from "./mini-cart-events.ts";
import { useDisclosure } from "./use-disclosure.ts";
import { useHoverIntent } from "./use-hover-intent.ts";
import styles from "./mini-cart.module.css";

type MiniCartSummary = NonNullable<ShellData["miniCart"]>;

// The layer (recent products, total, link to the cart) is a chunk of its own.
const loadLayer = () => import("./MiniCartLayer.tsx");
const MiniCartLayer = lazy(loadLayer);

interface RefreshAnswer {
  miniCartCount: number;
  miniCartCountText: string;
  miniCartPrice: string | null;
}

/**
 * The count the header shows: the page shell's, and after a `brim:cart-changed` event the one
 * `GET {context}/cart/miniCart/refresh` answers, until the next shell (navigation) replaces it.
 * `changes` counts the events, so the layer knows its contents are stale.
 */
function useMiniCartSummary(contextPath: string, initial: MiniCartSummary | null, guestBasket: boolean) {
  const [live, setLive] = useState<{ from: MiniCartSummary | null; value: MiniCartSummary } | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (!initial && !guestBasket) return;
    const url = sitePath({ contextPath }, "/cart/miniCart/refresh");
    let controller: AbortController | null = null;
    const onChange = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      setChanges((n) => n + 1);
      fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin", signal: current.signal })
        .then((res) => (res.ok ? (res.json() as Promise<RefreshAnswer>) : null))
        .then((body) => {
          if (body) setLive({ from: initial, value: { count: body.miniCartCount, countText: body.miniCartCountText, price: body.miniCartPrice } });
        })
        .catch(() => {
          // Offline or aborted: the count stays as it was until the next page.
        });
    };
    window.addEventListener(CART_CHANGED_EVENT, onChange);
    return () => {
      window.removeEventListener(CART_CHANGED_EVENT, onChange);
      controller?.abort();
    };
  }, [contextPath, initial, guestBasket]);
  return { summary: live && live.from === initial ? live.value : initial, changes };
}

export interface MiniCartProps {
  href: string;
  contextPath: string;
  /** The shell's mini cart; null for visitors and accounts without a cart (no layer then). */
  initial: MiniCartSummary | null;
  pricesHidden: boolean;
  /** The consumer site: a visitor's first add opens a basket (decision 0041), so the count follows adds. */
  guestBasket?: boolean;
}

/**
 * The header's cart link with the item count as a badge ("9999+" above 9999) and in its name.
 * Users with a cart also get the mini-cart layer: on hover (intent), on keyboard focus of the
 * link and with the toggle button beside it; Escape, focus leaving or a press outside close it.
 */
export function MiniCartLink({ href, contextPath, initial, pricesHidden, guestBasket = false }: MiniCartProps) {
  const t = useT();
  const { summary, changes } = useMiniCartSummary(contextPath, initial, guestBasket);
  const shown = miniCartCountText(summary?.count ?? 0);
  const link = (onFocus?: (visible: boolean) => void) => (
    <a href={href} className={styles.cart} data-empty={shown === "0" || undefined} data-long={shown.length > 3 || undefined} onFocus={onFocus ? (e) => onFocus(e.currentTarget.matches(":focus-visible")) : undefined}>
      <span className="visually-hidden">{`${t("header.miniCart")}, ${t("header.miniCart.count", { count: shown })}`}</span>
      <span className={styles.iconWrap} aria-hidden="true">
        <CartIcon className={styles.icon} />
        <span className={styles.badge}>{shown}</span>
      </span>
      <span className={styles.text} aria-hidden="true">
        {t("header.miniCart")}
      </span>
    </a>
  );
  if (!summary) return link();
  return (
    <MiniCartDisclosure renderLink={link} label={t("header.miniCart.show")}>
      {(isOpen) => <MiniCartLayer contextPath={contextPath} cartHref={href} isOpen={isOpen} changes={changes} pricesHidden={pricesHidden} />}
    </MiniCartDisclosure>
  );
}

function MiniCartDisclosure({
  renderLink,
  label,
  children,
}: {
  renderLink: (onFocus: (visible: boolean) => void) => ReactNode;
  label: string;
  children: (isOpen: boolean) => ReactNode;
}) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openedByHover = useRef(false);
  // Fetched once the page is interactive (not part of its first load) and mounted hidden, so that
  // opening shows it at once and ArrowDown finds its links to move into.
  useEffect(() => {
    void loadLayer().then(
      () => setWanted(true),
      () => undefined,
    );
  }, []);
  const panelId = useId();
  const open = (byHover: boolean) => {
    openedByHover.current = byHover;
    setWanted(true);
    setOpen(true);
  };
  const { containerRef, buttonRef, panelRef, containerProps } = useDisclosure<HTMLDivElement>({
    isOpen,
    onOpen: () => {
      hover.cancel();
      open(false);
    },
    onClose: () => {
      hover.cancel();
      setOpen(false);
    },
  });
  const hover = useHoverIntent(
    () => open(true),
    () => {
      if (openedByHover.current) setOpen(false);
    },
  );
  return (
    <div
      ref={containerRef}
      className={styles.miniCart}
      data-open={isOpen || undefined}
      {...containerProps}
      {...hover.handlers}
      onPointerEnter={(event) => {
        void loadLayer();
        hover.handlers.onPointerEnter(event);
      }}
    >
      {renderLink((visible) => {
        if (visible && !isOpen) open(false);
      })}
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => {
          hover.cancel();
          if (isOpen) setOpen(false);
          else open(false);
        }}
      >
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!isOpen}>
        {wanted ? <Suspense fallback={<p className={styles.loading}>{t("header.miniCart.loading")}</p>}>{children(isOpen)}</Suspense> : null}
      </div>
    </div>
  );
}
