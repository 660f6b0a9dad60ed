import { lazy, Suspense, useState } from "react";
import type { ProductTilePage } from "../../../server/modules/catalog/product-tiles.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal as Modal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";
import styles from "./product-extras.module.css";

const loadContent = () => import("./FitGuideContent.tsx");
const FitGuideContent = lazy(loadContent);

export interface FitGuideProps {
  /** The silhouette's fit guide component. */
  uid: string;
  productCode: string;
  /** Other products of the silhouette (first window), for the carousel in the modal. */
  sameFit: ProductTilePage;
}

/** The "Fit guide" button and its modal; the modal's code and the guide load when asked for. */
export function FitGuide(props: FitGuideProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        className={styles.fitGuideButton}
        onPress={() => setOpen(true)}
        // Start fetching the modal's code as soon as the pointer or focus is on the button.
        onPointerEnter={() => void loadContent()}
        onFocus={() => void loadContent()}
      >
        {t("fitGuide.open")}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={t("fitGuide.title")} width={960}>
        {open ? (
          <Suspense fallback={<p role="status">{t("fitGuide.loading")}</p>}>
            <FitGuideContent {...props} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
