import { useState, type CSSProperties } from "react";
import { imageSrcSet, sizedImageUrl } from "#domain/product-images.ts";
import { LIGHTBOX_OPACITY, LIGHTBOX_SPEED_MS, TOUCH_ZOOM_MS, ZOOM_FADE_MS } from "#domain/zoom.ts";
import type { GalleryImage, ProductColourOption } from "../../../../server/modules/catalog/product-detail.ts";
import { useT } from "../../../i18n.ts";
import { GalleryStage } from "./GalleryStage.tsx";
import type { Lightbox as LightboxFunction } from "./Lightbox.tsx";
import { VIEW_LABELS } from "./view-label.ts";
import styles from "./gallery.module.css";

type LightboxComponent = typeof LightboxFunction;

let lightboxCode: Promise<LightboxComponent> | null = null;
/** The lightbox is fetched on first use, not with the page: most visits never open it. */
function loadLightbox(): Promise<LightboxComponent> {
  lightboxCode ??= import("./Lightbox.tsx").then(
    (m) => m.Lightbox,
    (error: unknown) => {
      lightboxCode = null;
      throw error;
    },
  );
  return lightboxCode;
}

/** Spec constants as CSS variables, so the style sheet and the rules cannot disagree. */
const TIMINGS = {
  "--zoom-fade": `${ZOOM_FADE_MS}ms`,
  "--touch-zoom": `${TOUCH_ZOOM_MS}ms`,
  "--lightbox-speed": `${LIGHTBOX_SPEED_MS}ms`,
  "--lightbox-opacity": String(LIGHTBOX_OPACITY),
} as CSSProperties;

/** The product's pictures for the shown colour: main picture with zoom, thumbnails, lightbox. */
export function ProductGallery({ productName, colour }: { productName: string; colour: ProductColourOption }) {
  // A new colour starts again at its first picture.
  return <Gallery key={colour.code} productName={productName} colour={colour} />;
}

function Gallery({ productName, colour }: { productName: string; colour: ProductColourOption }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  // The lightbox stays mounted once loaded, so closing can fade out and opening again is instant.
  const [Lightbox, setLightbox] = useState<LightboxComponent | null>(null);
  const [loading, setLoading] = useState<"idle" | "loading" | "failed">("idle");
  const [isOpen, setOpen] = useState(false);
  const images = colour.images;
  const current = images[index] ?? images[0];
  const alt = (image: GalleryImage) => t("gallery.imageAlt", { name: productName, colour: colour.name, view: t(VIEW_LABELS[image.view]) });

  const open = () => {
    setOpen(true);
    if (Lightbox) return;
    setLoading("loading");
    void loadLightbox().then(
      (component) => {
        setLightbox(() => component);
        setLoading("idle");
      },
      () => {
        setLoading("failed");
        setOpen(false);
      },
    );
  };
  const prefetch = () => {
    loadLightbox().catch(() => undefined);
  };

  if (!current) {
    return (
      <section className={styles.gallery} aria-label={t("gallery.label")}>
        <p className={styles.empty}>{t("gallery.notFound")}</p>
      </section>
    );
  }
  return (
    <section className={styles.gallery} aria-label={t("gallery.label")} style={TIMINGS}>
      <GalleryStage image={current} alt={alt(current)} openLabel={t("gallery.open", { view: t(VIEW_LABELS[current.view]) })} onOpen={open} onIntent={prefetch} />
      {loading === "loading" ? (
        <p className={styles.status} role="status">
          {t("gallery.wait")}
        </p>
      ) : loading === "failed" ? (
        <p className={styles.status} role="alert">
          {t("gallery.contentFailed")}
        </p>
      ) : null}
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.view}>
              <button type="button" className={styles.thumb} aria-pressed={i === index} aria-label={t(VIEW_LABELS[image.view])} onClick={() => setIndex(i)}>
                <img src={sizedImageUrl(image.url, 100)} srcSet={imageSrcSet(image.url, [100, 200])} sizes="64px" alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {Lightbox ? (
        <Lightbox
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={t("gallery.dialog", { name: productName })}
          images={images}
          index={index}
          altFor={alt}
          onIndexChange={setIndex}
        />
      ) : null}
    </section>
  );
}
