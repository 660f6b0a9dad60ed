import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import useEmblaCarousel from "embla-carousel-react";
import { carouselMode, dealerCarouselClamp, itemsPerView, nextChunk, SWIPE_MIN_MOVE_PX } from "#domain/carousel.ts";
import { sitePath } from "#domain/sites.ts";
import type { ProductTile as Tile } from "../../../server/modules/catalog/featured.ts";
import { ProductTile } from "../catalog/ProductTile.tsx";
import { useT } from "../../i18n.ts";
import { pushDataLayer } from "../tracking/data-layer.ts";
import { trackedTile } from "../tracking/tracked-tile.ts";
import styles from "./carousel.module.css";

export interface ProductCarouselProps {
  uid: string;
  title: string;
  total: number;
  initialItems: Tile[];
  displayProductTitles: boolean;
  contextPath: string;
  /** Dealer layout: on desktop between 5 and 9 items in view, depending on the count. */
  dealer: boolean;
}

/**
 * Lazy product carousel: 5 or fewer items sit still, 6–15 loop, more load in chunks of 5 when
 * the view gets within 2 items of the end of what is loaded. Buttons, arrow keys and swipes
 * (from 20 px) move it; before hydration it is a horizontally scrollable list.
 */
export function ProductCarousel({ uid, title, total, initialItems, displayProductTitles, contextPath, dealer }: ProductCarouselProps) {
  const t = useT();
  const mode = carouselMode(total);
  const [items, setItems] = useState(initialItems);
  const loading = useRef(false);
  const [emblaRef, embla] = useEmblaCarousel({
    loop: mode === "loop",
    align: "start",
    slidesToScroll: "auto",
    containScroll: mode === "loop" ? false : "trimSnaps",
    dragThreshold: SWIPE_MIN_MOVE_PX,
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(total > 1);

  const loadMore = useCallback(async () => {
    if (!embla || loading.current || mode !== "chunked") return;
    const visible = itemsPerView(window.innerWidth);
    const request = nextChunk({ loaded: items.length, total, currentIndex: embla.slidesInView()[0] ?? 0, visible });
    if (!request) return;
    loading.current = true;
    try {
      const query = new URLSearchParams({ componentUid: uid, displayProductTitles: String(displayProductTitles), start: String(request.start), range: String(request.range) });
      const res = await fetch(`${sitePath({ contextPath }, "/cms/carousel")}?${query}`, { headers: { Accept: "application/json" } });
      if (res.ok) {
        const body = (await res.json()) as { items: Tile[] };
        setItems((current) => (current.length === request.start ? [...current, ...body.items] : current));
      }
    } finally {
      loading.current = false;
    }
  }, [embla, items.length, total, uid, displayProductTitles, contextPath, mode]);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
      void loadMore();
    };
    update();
    // "slidesInView" fires once the move has brought new items into view.
    embla.on("select", update).on("reInit", update).on("slidesInView", update);
    return () => {
      embla.off("select", update).off("reInit", update).off("slidesInView", update);
    };
  }, [embla, loadMore]);

  // The shopper saw this list: one view_item_list per carousel and page view.
  useEffect(() => {
    pushDataLayer({ event: "view_item_list", ecommerce: { item_list_id: uid, item_list_name: title, items: initialItems.map(trackedTile) } });
  }, [uid, title, initialItems]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") embla?.scrollNext();
    else if (event.key === "ArrowLeft") embla?.scrollPrev();
    else return;
    event.preventDefault();
  };

  const perViewDesktop = dealer ? dealerCarouselClamp(total) : undefined;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-labelledby={`${uid}-title`}
      data-mode={mode}
      data-loaded={items.length}
      style={perViewDesktop ? ({ "--per-view-desktop": perViewDesktop } as CSSProperties) : undefined}
    >
      <div className={styles.head}>
        <h2 id={`${uid}-title`}>{title}</h2>
        {mode === "static" ? null : (
          <div className={styles.controls}>
            <button type="button" className={styles.arrow} onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label={t("carousel.previous")}>
              ‹
            </button>
            <button type="button" className={styles.arrow} onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label={t("carousel.next")}>
              ›
            </button>
          </div>
        )}
      </div>
      <div className={styles.viewport} ref={emblaRef} role="group" tabIndex={0} onKeyDown={onKeyDown} aria-label={title} data-embla={embla ? "on" : "off"}>
        <ul className={styles.track}>
          {items.map((p, index) => (
            <li key={`${p.code}-${index}`} className={styles.slide} aria-roledescription="slide" aria-label={t("carousel.slide", { index: index + 1, total })}>
              <ProductTile product={p} showName={displayProductTitles} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
