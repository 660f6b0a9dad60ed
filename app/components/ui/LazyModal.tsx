import { lazy, Suspense, useEffect, useState } from "react";
import type { ModalProps } from "./Modal.tsx";

const loadModal = () => import("./Modal.tsx").then((m) => ({ default: m.Modal }));
const Modal = lazy(loadModal);

/**
 * The storefront modal, with its dialog code kept out of the page's initial JavaScript: it is
 * fetched after hydration and rendered the first time the modal opens. Once opened it stays
 * mounted, so closing animates like the plain Modal.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(props.isOpen);
  // Fetched once the page is interactive (not part of its first load), so that opening does not
  // wait for the network or suspend in the middle of a navigation.
  useEffect(() => {
    void loadModal();
  }, []);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
