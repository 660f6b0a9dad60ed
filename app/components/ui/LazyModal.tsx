import { lazy, Suspense, useState } from "react";
import type { ModalProps } from "./Modal.tsx";

const Modal = lazy(() => import("./Modal.tsx").then((m) => ({ default: m.Modal })));

/**
 * The storefront modal, with its dialog code downloaded the first time it opens: pages whose
 * dialogs open on request do not carry that code in their initial JavaScript. Once opened it
 * stays mounted, so closing animates like the plain Modal.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
