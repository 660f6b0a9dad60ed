import { useCallback, useEffect, useState, useSyncExternalStore, type CSSProperties } from "react";
import { Button, Dialog, Modal, ModalOverlay } from "react-aria-components";
import { ZOOM_IMAGE_SIZE, imageSrcSet, sizedImageUrl } from "#domain/product-images.ts";
import { LIGHTBOX_OPACITY, LIGHTBOX_SPEED_MS, SLIDESHOW_MS, lightboxBox, wrapIndex, type Size } from "#domain/zoom.ts";
import type { GalleryImage } from "../../../../server/modules/catalog/product-detail.ts";
import { useT } from "../../../i18n.ts";
import styles from "./lightbox.module.css";

export interface LightboxProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  images: GalleryImage[];
  index: number;
  altFor: (image: GalleryImage) => string;
  onIndexChange: (index: number) => void;
}

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

/** The window's size as "width x height" (a string, so an unchanged size is the same snapshot). */
function useViewport(): Size {
  const text = useSyncExternalStore(
    subscribeResize,
    () => `${window.innerWidth}x${window.innerHeight}`,
    () => "1024x768",
  );
  const [width = 1024, height = 768] = text.split("x").map(Number);
  return { width, height };
}

const ICONS = {
  previous: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
  play: "M8 5v14l11-7z",
  pause: "M8 5v14M16 5v14",
  close: "M6 6l12 12M18 6L6 18",
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  const filled = name === "play";
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={filled ? 1 : 2.5} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const OVERLAY_STYLE = { "--lightbox-speed": `${LIGHTBOX_SPEED_MS}ms`, "--lightbox-opacity": String(LIGHTBOX_OPACITY) } as CSSProperties;

/**
 * The pictures full size in a modal dialog: previous / next (buttons and arrow keys, wrapping
 * around), a counter, an optional slideshow; Escape or Close returns focus to the picture.
 */
export function Lightbox({ isOpen, onOpenChange, title, images, index, altFor, onIndexChange }: LightboxProps) {
  const t = useT();
  const viewport = useViewport();
  const [natural, setNatural] = useState<Size | null>(null);
  const [settled, setSettled] = useState<{ url: string; ok: boolean } | null>(null);
  const [playing, setPlaying] = useState(false);
  const count = images.length;
  const image = images[wrapIndex(index, count)];
  const status = !image ? "missing" : settled?.url !== image.url ? "loading" : settled.ok ? "loaded" : "failed";
  const box = lightboxBox(viewport, natural);

  const go = useCallback((step: number) => onIndexChange(wrapIndex(index + step, count)), [index, count, onIndexChange]);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowLeft") go(-1);
      else if (e.key === "ArrowRight") go(1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isOpen, go]);

  useEffect(() => {
    if (!isOpen || !playing || count < 2) return;
    const timer = window.setTimeout(() => go(1), SLIDESHOW_MS);
    return () => window.clearTimeout(timer);
  }, [isOpen, playing, count, go]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) setPlaying(false);
        onOpenChange(open);
      }}       className={styles.overlay}
      style={OVERLAY_STYLE}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={title}>
          <div className={styles.stage} style={{ width: box.width, height: box.height }}>
            {image ? (
              <img
                key={image.url}
                className={styles.image}
                src={sizedImageUrl(image.url, ZOOM_IMAGE_SIZE)}
                srcSet={imageSrcSet(image.url, [400, 800, 1600])}
                sizes={`${box.width}px`}
                alt={altFor(image)}
                data-status={status}
                onLoad={(e) => {
                  const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
                  // Only the proportions count: the largest served size is the natural size.
                  if (w > 0 && h > 0) setNatural({ width: ZOOM_IMAGE_SIZE, height: Math.round((ZOOM_IMAGE_SIZE * h) / w) });
                  setSettled({ url: image.url, ok: true });
                }}
                onError={() => setSettled({ url: image.url, ok: false })}
              />
            ) : null}
            {status === "loading" ? (
              <p className={styles.message} role="status">
                {t("gallery.loading")}
              </p>
            ) : status === "failed" ? (
              <p className={styles.message} role="alert">
                {t("gallery.imageFailed")}
              </p>
            ) : status === "missing" ? (
              <p className={styles.message}>{t("gallery.notFound")}</p>
            ) : null}
          </div>
          <div className={styles.bar}>
            {count > 1 ? (
              <>
                <Button className={styles.control} aria-label={t("gallery.previous")} onPress={() => go(-1)}>
                  <Icon name="previous" />
                </Button>
                <p className={styles.counter} aria-live="polite">
                  {t("gallery.counter", { index: wrapIndex(index, count) + 1, count })}
                </p>
                <Button className={styles.control} aria-label={t("gallery.next")} onPress={() => go(1)}>
                  <Icon name="next" />
                </Button>
                <Button className={styles.control} aria-label={playing ? t("gallery.pause") : t("gallery.play")} onPress={() => setPlaying((p) => !p)}>
                  <Icon name={playing ? "pause" : "play"} />
                </Button>
              </>
            ) : null}
            <Button slot="close" className={`${styles.control} ${styles.close}`} aria-label={t("modal.close")}>
              <Icon name="close" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
