import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]):not([type="hidden"])';

function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/**
 * Keyboard and dismissal behaviour of a disclosure button with a panel of links (WAI-ARIA
 * disclosure navigation): Enter/Space toggle (native button), ArrowDown opens and moves into
 * the panel, ArrowUp/ArrowDown move between its links, Escape closes and returns focus to the
 * button; focus leaving or a press outside closes it.
 */
export function useDisclosure<C extends HTMLElement>({
  isOpen,
  onOpen,
  onClose,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const close = useRef(onClose);

  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!isOpen) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusables(panelRef.current)[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) close.current();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    const inPanel = event.target instanceof Node && panelRef.current?.contains(event.target);
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" && event.target === buttonRef.current) {
      event.preventDefault();
      if (isOpen) focusables(panelRef.current)[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        onOpen();
      }
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && inPanel) {
      const items = focusables(panelRef.current);
      const index = items.findIndex((el) => el === event.target);
      const next = items[index + (event.key === "ArrowDown" ? 1 : -1)];
      event.preventDefault();
      if (next) next.focus();
      else if (event.key === "ArrowUp") buttonRef.current?.focus();
    }
  };

  /** Focus moved to another element outside: close. A press on empty panel space keeps it. */
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !containerRef.current?.contains(next)) onClose();
  };

  return { containerRef, buttonRef, panelRef, containerProps: { onKeyDown, onBlur } };
}
