import { useRef, type CSSProperties } from "react";
import { ZOOM_IMAGE_SIZE, imageSrcSet, sizedImageUrl } from "#domain/product-images.ts";
import type { GalleryImage } from "../../../../server/modules/catalog/product-detail.ts";
import { useT } from "../../../i18n.ts";
import { useLensZoom } from "./use-lens-zoom.ts";
import { useMediaQuery } from "./use-media-query.ts";
import { useTouchZoom } from "./use-touch-zoom.ts";
import styles from "./gallery.module.css";

/** The lens and zoom window need a mouse and room beside the picture (spec: desktop from 1024 px). */
const LENS_QUERY = "(min-width: 1024px) and (hover: hover) and (pointer: fine)";
/** Layout of the product page: half of the content width on desktop, the screen less padding on a phone. */
const MAIN_SIZES = "(min-width: 1024px) min(calc(50vw - 3rem), 592px), calc(100vw - 2rem)";

interface Props {
  image: GalleryImage;
  alt: string;
  openLabel: string;
  /** Click or Enter on the picture (a tap on a touch screen zooms instead). */
  onOpen: () => void;
  /** The pointer or focus came near: a good moment to fetch the lightbox's code. */
  onIntent: () => void;
}

/**
 * The main picture. Desktop: a lens over it and a 400 x 400 window beside it; touch: tap, pinch
 * and drag zoom inside the frame. Either way it is a button that opens the lightbox.
 */
export function GalleryStage({ image, alt, openLabel, onOpen, onIntent }: Props) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const lensZoom = useLensZoom(button, useMediaQuery(LENS_QUERY));
  const touch = useTouchZoom(image.url);
  const lastPointer = useRef("");
  const { lens, background } = lensZoom;
  const zoomed = touch.transform.scale > 1;

  const imageStyle: CSSProperties | undefined = zoomed || touch.gesture
    ? { transform: `translate(${touch.transform.x}px, ${touch.transform.y}px) scale(${touch.transform.scale})` }
    : undefined;

  return (
    <div className={styles.frame}>
      <button
        ref={button}
        type="button"
        className={styles.main}
        aria-label={openLabel}
        data-zoomed={zoomed || undefined}
        data-gesture={touch.gesture || undefined}
        onClick={(e) => {
          // Keyboard clicks have detail 0: Enter and Space always open the lightbox.
          if (e.detail > 0 && lastPointer.current === "touch") touch.onTap(e);
          else onOpen();
        }}
        onFocus={onIntent}
        onPointerEnter={onIntent}
        onPointerDown={(e) => {
          lastPointer.current = e.pointerType;
          touch.onPointerDown(e);
        }}
        onPointerMove={(e) => {
          lensZoom.onPointerMove(e);
          touch.onPointerMove(e);
        }}
        onPointerUp={touch.onPointerEnd}
        onPointerCancel={touch.onPointerEnd}
        onPointerLeave={lensZoom.onPointerLeave}
      >
        <img
          className={styles.mainImage}
          src={sizedImageUrl(image.url, 800)}
          srcSet={imageSrcSet(image.url, [400, 800, 1600])}
          sizes={MAIN_SIZES}
          alt={alt}
          width={800}
          height={800}
          draggable={false}
          style={imageStyle}
        />
        {lens ? (
          <span
            className={styles.lens}
            data-part="lens"
            data-visible={lensZoom.visible || undefined}
            style={{ left: lens.left, top: lens.top, width: lens.size, height: lens.size }}
            aria-hidden="true"
          />
        ) : null}
      </button>
      {background ? (
        <span
          className={styles.zoomWindow}
          data-part="zoom-window"
          data-visible={lensZoom.visible || undefined}
          style={{
            backgroundImage: `url("${sizedImageUrl(image.url, ZOOM_IMAGE_SIZE)}")`,
            backgroundSize: `${background.width}px ${background.height}px`,
            backgroundPosition: `${background.x}px ${background.y}px`,
          }}
          aria-hidden="true"
        />
      ) : null}
      <button type="button" className={styles.fullScreen} aria-label={t("gallery.fullScreen")} onClick={onOpen} onFocus={onIntent}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
