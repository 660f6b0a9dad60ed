import type { ReactNode } from "react";
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import styles from "./ui.module.css";

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Width in px on wide screens (full width below 640). */
  width?: number;
  isDismissable?: boolean;
}

/** Blocking overlay (z-index 1000, fade 200/400 ms, opacity 0.6) with an accessible dialog. */
export function Modal({ isOpen, onOpenChange, title, children, width = 480, isDismissable = true }: ModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={styles.overlay}>
      <AriaModal className={styles.modal} style={{ maxWidth: width }}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.modalTitle}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
