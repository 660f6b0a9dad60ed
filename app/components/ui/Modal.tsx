import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import { useT } from "../../i18n.ts";
import styles from "./ui.module.css";

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Width in px on wide screens (full screen below 640). */
  width?: number;
  isDismissable?: boolean;
  /** "popup": a fixed `width` × `width` square, centred, also on phones (the future-stock popup). */
  variant?: "dialog" | "popup";
  /** Nothing closes it but the dialog's own buttons: no close button, no Escape, no outside click. */
  blocking?: boolean;
}

/**
 * Blocking overlay (z-index 1000, fade 200/400 ms, opacity 0.6) with an accessible dialog and
 * a close button (on a phone the dialog fills the screen, so there is no outside to tap).
 */
export function Modal({ isOpen, onOpenChange, title, children, width = 480, isDismissable = true, variant = "dialog", blocking = false }: ModalProps) {
  const t = useT();
  const popup = variant === "popup";
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable && !blocking}
      isKeyboardDismissDisabled={blocking}
      className={popup ? `${styles.overlay} ${styles.overlayPopup}` : styles.overlay}
    >
      <AriaModal className={popup ? `${styles.modal} ${styles.popup}` : styles.modal} style={popup ? { width, height: width } : { maxWidth: width }}>
        <Dialog className={styles.dialog}>
          <div className={styles.modalHeader}>
            <Heading slot="title" className={styles.modalTitle}>
              {title}
            </Heading>
            {blocking ? null : (
              <Button slot="close" className={styles.modalClose} aria-label={t("modal.close")}>
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
