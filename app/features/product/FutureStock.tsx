import { lazy, Suspense, useState } from "react";
import { FUTURE_STOCK_POPUP_PX, futureStockSkus } from "#domain/future-stock.ts";
import type { ProductColourOption } from "../../../server/modules/catalog/product-detail.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal as Modal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";

const loadList = () => import("./FutureStockList.tsx");
const FutureStockList = lazy(loadList);

/**
 * The "Future stock" button for the shown colour's out-of-stock and low sizes (partner sites),
 * opening the 320 × 320 popup with their arrival dates and quantities.
 */
export function FutureStock({ productCode, colour }: { productCode: string; colour: ProductColourOption }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const skus = futureStockSkus(colour.sizes);
  if (skus.length === 0) return null;
  return (
    <div>
      <Button variant="secondary" onPress={() => setOpen(true)} onPointerEnter={() => void loadList()} onFocus={() => void loadList()}>
        {t("futureStock.open")}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={t("futureStock.title")} width={FUTURE_STOCK_POPUP_PX} variant="popup">
        {open ? (
          <Suspense fallback={<p role="status">{t("futureStock.loading")}</p>}>
            <FutureStockList productCode={productCode} skus={skus} colourName={colour.name} />
          </Suspense>
        ) : null}
      </Modal>
    </div>
  );
}
