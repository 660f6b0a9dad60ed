import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { addressDisplayLines, namedAddressOf } from "#domain/addresses/address-display.ts";
import type { AddressView } from "./checkout-view.ts";
import styles from "./checkout.module.css";

// The popup (list, search, address form) is fetched the first time it opens.
const AddressPopup = lazy(() => import("../addresses/AddressPopup.tsx").then((m) => ({ default: m.AddressPopup })));

export interface DeliveryAddressProps {
  contextPath: string;
  csrfToken: string;
  address: AddressView | null;
  addresses: readonly AddressView[];
  /** The address lookup feature flag: the popup's form looks addresses up while typing. */
  addressLookup: boolean;
  /** The shopper chose another address (stored for the cart by the popup), or changed the book. */
  onAddressChange: (address: AddressView | null, addresses: readonly AddressView[]) => void;
  disabled: boolean;
}

/** The chosen delivery address, and the address popup of decision 0023 to choose, add or edit one. */
export function DeliveryAddressSection({ contextPath, csrfToken, address, addresses, addressLookup, onAddressChange, disabled }: DeliveryAddressProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [name, ...lines] = address ? addressDisplayLines(namedAddressOf(address)) : [];
  return (
    <section className={styles.section} aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className={styles.sectionTitle}>
        {t("checkoutPage.address.title")}
      </h2>
      {address ? (
        <address className={styles.address} data-address-code={address.addressCode}>
          <strong>{name}</strong>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {address.phone ? <span>{t("checkoutPage.address.phone", { phone: address.phone })}</span> : null}
        </address>
      ) : (
        <p className={styles.missing}>{t("checkoutPage.address.none")}</p>
      )}
      <div className={styles.sectionActions}>
        <Button
          variant="secondary"
          isDisabled={disabled}
          onPress={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          {t("checkoutPage.address.change")}
        </Button>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <AddressPopup
            contextPath={contextPath}
            csrfToken={csrfToken}
            initialAddresses={addresses}
            selectedCode={address?.addressCode ?? null}
            lookupEnabled={addressLookup}
            isOpen={open}
            onOpenChange={setOpen}
            onChosen={(chosen) => onAddressChange(chosen, addresses)}
            onAddressesChange={(book, selectedCode) => onAddressChange(book.find((a) => a.addressCode === selectedCode && a.enabled) ?? null, book)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
