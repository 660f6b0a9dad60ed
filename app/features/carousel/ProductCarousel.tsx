import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import {
  carouselMode,
  carouselQuery,
  carouselSourceQuery,
  dealerItemsPerView,
  itemsPerView,
  nextChunk,
  perViewSteps,
  SWIPE_MIN_MOVE_PX,
  type CarouselSource,
  type CarouselVariant,
} from "#domain/carousel.ts";
import { sitePath } from "#domain/sites.ts";
import type { ProductTile as Tile } from "../../../server/modules/catalog/featured.ts";
import { ProductTile } from "../catalog/ProductTile.tsx";
import { useT } from "../../i18n.ts";
import { pushDataLayer } from "../tracking/data-layer.ts";
import { trackedTile } from "../tracking/tracked-tile.ts";
import type { EmblaApi, EmblaOptions } from "./EmblaBinder.tsx";
import styles from "./carousel.module.css";

const EmblaBinder = lazy(() => import("./EmblaBinder.tsx"));

export interface ProductCarouselProps {
  /** Base of the element ids, and the analytics list id. */
  id: string;
  /** Where further items are loaded from: a content component or a product's references. */
  source: CarouselSource;
  title: string;
  total: number;
  initialItems: Tile[];
  displayProductTitles: boolean;
  contextPath: string;
  /** Items per view at 0 / 640 / 1024 px (domain/carousel.ts); default 1 / 3 / 5. */
  variant?: CarouselVariant;
  /** Dealer layout: 5–9 items in view by the count, capped by the window width (names wrap over at most 2 lines). */
  dealer?: boolean;
  headingLevel?: 2 | 3;
}

type Move = "next" | "previous";

/**
 * Lazy product carousel: 5 or fewer items sit still, 6–15 loop, more load in chunks of 5 when
 * the view gets within 2 items of the end of what is loaded. Buttons, arrow keys and swipes
 * (from 20 px) move it; before hydration it is a horizontally scrollable list. Embla is loaded
 * once the page is interactive; a move asked for before that happens when it arrives.
 */
export function ProductCarousel(props: ProductCarouselProps) {
  const { id, source, title, total, initialItems, displayProductTitles, contextPath, variant = "default", dealer = false, headingLevel = 2 } = props;
  const t = useT();
  const mode = carouselMode(total);
  const [items, setItems] = useState(initialItems);
  const loading = useRef(false);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaApi | undefined>(undefined);
  const pendingMove = useRef<Move | null>(null);
  const options = useMemo<EmblaOptions>(
    () => ({ loop: mode === "loop", align: "start", slidesToScroll: "auto", containScroll: mode === "loop" ? false : "trimSnaps", dragThreshold: SWIPE_MIN_MOVE_PX }),
    [mode],
  );
  const [canPrev, setCanPrev] = useState(false);
  // A static carousel shows its arrows only once Embla finds more items than fit in view.
  const [canNext, setCanNext] = useState(mode !== "static" && total > 1);
  // A string, so a source object rebuilt on every render does not renew the loader.
  const sourceQuery = carouselSourceQuery(source);

  const loadMore = useCallback(async () => {
    if (!embla || loading.current || mode !== "chunked") return;
    const visible = dealer ? dealerItemsPerView(window.innerWidth, total) : itemsPerView(window.innerWidth, variant);
    const request = nextChunk({ loaded: items.length, total, currentIndex: embla.slidesInView()[0] ?? 0, visible });
    if (!request) return;
    loading.current = true;
    try {
      const query = carouselQuery(sourceQuery, request, displayProductTitles);
      const res = await fetch(`${sitePath({ contextPath }, "/cms/carousel")}?${query}`, { headers: { Accept: "application/json" } });
      if (res.ok) {
        const body = (await res.json()) as { items: Tile[] };
        setItems((current) => (current.length === request.start ? [...current, ...body.items] : current));
      }
    } finally {
      loading.current = false;
    }
  }, [embla, items.length, total, sourceQuery, displayProductTitles, contextPath, mode, variant, dealer]);

  const move = useCallback(
    (direction: Move) => {
      if (!embla) pendingMove.current = direction;
      else if (direction === "next") embla.scrollNext();
      else embla.scrollPrev();
    },
    [embla],
  );

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
      void loadMore();
    };
    update();
    const pending = pendingMove.current;
    pendingMove.current = null;
    if (pending) move(pending);
    // "slidesInView" fires once the move has brought new items into view.
    embla.on("select", update).on("reInit", update).on("slidesInView", update);
    return () => {
      embla.off("select", update).off("reInit", update).off("slidesInView", update);
    };
  }, [embla, loadMore, move]);

  // The shopper saw this list: one view_item_list per carousel and page view.
  useEffect(() => {
    pushDataLayer({ event: "view_item_list", ecommerce: { item_list_id: id, item_list_name: title, items: initialItems.map(trackedTile) } });
  }, [id, title, initialItems]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") move("next");
    else if (event.key === "ArrowLeft") move("previous");
    else return;
    event.preventDefault();
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-labelledby={`${id}-title`}
      data-mode={mode}
      data-variant={variant}
      data-dealer={dealer || undefined}
      data-loaded={items.length}
      style={perViewStyle(perViewSteps(variant, dealer ? total : null))}
    >
      <div className={styles.head}>
        <Heading id={`${id}-title`}>{title}</Heading>
        {mode === "static" && !canPrev && !canNext ? null : (
          <div className={styles.controls}>
            <button type="button" className={styles.arrow} onClick={() => move("previous")} disabled={!canPrev} aria-label={t("carousel.previous")}>
              ‹
            </button>
            <button type="button" className={styles.arrow} onClick={() => move("next")} disabled={!canNext} aria-label={t("carousel.next")}>
              ›
            </button>
          </div>
        )}
      </div>
      <div className={styles.viewport} ref={setViewport} role="group" tabIndex={0} onKeyDown={onKeyDown} aria-label={title} data-embla={embla ? "on" : "off"}>
        <ul className={styles.track}>
          {items.map((p, index) => (
            <li key={`${p.code}-${index}`} className={styles.slide} aria-roledescription="slide" aria-label={t("carousel.slide", { index: index + 1, total })}>
              <ProductTile product={p} showName={displayProductTitles} density={dealer ? "dense" : variant === "fitGuide" ? "compact" : "regular"} />
            </li>
          ))}
        </ul>
      </div>
      {/* Rendered only in the browser (the viewport is set after mounting), so hydration matches. */}
      {viewport ? (
        <Suspense fallback={null}>
          <EmblaBinder viewport={viewport} options={options} onApi={setEmbla} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Items per view as CSS variables for the breakpoints 0 / 640 / 1024 / 1280 px (domain/carousel.ts). */
function perViewStyle([small, medium, large, wide]: readonly [number, number, number, number]): CSSProperties {
  return { "--per-view-s": small, "--per-view-m": medium, "--per-view-l": large, "--per-view-xl": wide } as CSSProperties;
}
