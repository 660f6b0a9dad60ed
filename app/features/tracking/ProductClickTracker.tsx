import { useEffect } from "react";
import { onceWithFallback, productCodeFromHref, TRACKING_FALLBACK_MS, type TrackedProduct } from "#domain/tracking.ts";
import { sitePath } from "#domain/sites.ts";
import { pushDataLayer } from "./data-layer.ts";

interface ProductInfo {
  name: string;
  id: string;
  price: number | null;
  currency: string;
  brand: string;
  category: string;
  variant: string | null;
}

function toItem(info: ProductInfo): TrackedProduct {
  return {
    item_id: info.id,
    item_name: info.name,
    price: info.price,
    currency: info.currency,
    item_brand: info.brand,
    item_category: info.category,
    item_variant: info.variant,
  };
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * Holds a click on a product link, fetches the product's info, pushes `select_item`, and then
 * navigates once: when the tracker calls back or after 200 ms, whichever is first.
 */
export function ProductClickTracker({ contextPath }: { contextPath: string }) {
  useEffect(() => {
    const productPrefix = sitePath({ contextPath }, "/p/");
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || !isPlainClick(event) || link.target === "_blank") return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || !url.pathname.startsWith(productPrefix)) return;
      const code = productCodeFromHref(url.pathname);
      if (!code) {
        console.warn("Item Id is not defined");
        return;
      }
      event.preventDefault();
      const go = onceWithFallback(() => window.location.assign(url.href), TRACKING_FALLBACK_MS, {
        set: (fn, ms) => window.setTimeout(fn, ms),
        clear: (id) => window.clearTimeout(id),
      });
      const query = new URLSearchParams({ productCode: code });
      fetch(`${sitePath({ contextPath }, "/tracking/product")}?${query}`, { headers: { Accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<ProductInfo>) : null))
        .then((info) => {
          if (info) pushDataLayer({ event: "select_item", ecommerce: { items: [toItem(info)] }, eventCallback: go, eventTimeout: TRACKING_FALLBACK_MS });
        })
        .catch(() => {
          // Tracking must never stop the shopper: the fallback navigates.
        });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [contextPath]);
  return null;
}
