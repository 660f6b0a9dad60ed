import { useEffect, useReducer, useRef, useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import {
  isMobileLayout,
  menuDepthReducer,
  menuOffset,
  mobileMenuTrackWidth,
  mobileMenuWidth,
} from "#domain/mobile-menu.ts";
import type { ShellData } from "../../../server/modules/shell/service.ts";
import { useT } from "../../i18n.ts";
import type { AccountLink } from "./account-links.ts";
import { CloseIcon } from "./icons.tsx";
import { SubLevel, TopLevel, type SubMenu } from "./MobileMenuColumns.tsx";
import styles from "./mobile-nav.module.css";

const FOCUSABLE = "a[href], button:not([disabled]), select:not([disabled])";

export interface MobileNavPanelProps {
  shell: ShellData;
  csrfToken: string;
  /** The my-account links, or null when signed out. */
  links: readonly AccountLink[] | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The opened mobile menu (spec §4 "Mobile menu"): a full-height panel whose track slides one
 * menu width per depth. Opening a sub-menu or the my-account menu adds one to the depth, Back
 * removes one. Hidden levels are inert; focus follows each slide. Loaded on first open.
 */
export default function MobileNavPanel({ shell, csrfToken, links, isOpen, onOpenChange: setOpen }: MobileNavPanelProps) {
  const t = useT();
  const [windowWidth, setWindowWidth] = useState(() => window.innerWidth);
  const [depth, dispatch] = useReducer(menuDepthReducer, 0);
  const [sub, setSub] = useState<SubMenu | null>(null);
  const columns = useRef<(HTMLDivElement | null)[]>([]);
  /** Where focus goes after the next slide: the first control of the new level, or an element. */
  const pendingFocus = useRef<HTMLElement | "first" | null>(null);
  const openedFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setWindowWidth(window.innerWidth);
    dispatch({ type: "reset" });
    setSub(null);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onResize = () => {
      if (isMobileLayout(window.innerWidth)) setWindowWidth(window.innerWidth);
      else setOpen(false);
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [isOpen, setOpen]);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === null) return;
    const element = target === "first" ? columns.current[depth]?.querySelector<HTMLElement>(FOCUSABLE) : target;
    element?.focus({ preventScroll: true });
  }, [depth]);

  const openSub = (next: SubMenu, trigger: HTMLElement) => {
    openedFrom.current = trigger;
    pendingFocus.current = "first";
    setSub(next);
    dispatch({ type: "open" });
  };
  const back = () => {
    pendingFocus.current = openedFrom.current;
    dispatch({ type: "back" });
  };

  const width = mobileMenuWidth(windowWidth);
  const common = { shell, csrfToken, links };
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={setOpen} className={styles.overlay}>
      <Modal className={styles.panel} style={{ width }}>
        <Dialog className={styles.dialog} data-depth={depth}>
          <div className={styles.bar}>
            <Heading slot="title" className={styles.title}>
              {t("header.menu.open")}
            </Heading>
            <Button className={styles.close} aria-label={t("header.menu.close")} onPress={() => setOpen(false)}>
              <CloseIcon />
            </Button>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {t("header.menu.depth", { depth: depth + 1 })}
          </p>
          <nav aria-label={t("header.nav.label")} className={styles.viewport}>
            <div
              className={styles.track}
              style={{
                width: mobileMenuTrackWidth(windowWidth),
                transform: `translateX(${menuOffset(depth, windowWidth)}px)`,
              }}
            >
              {[0, 1].map((level) => (
                <div
                  key={level}
                  ref={(element) => {
                    columns.current[level] = element;
                  }}
                  className={styles.column}
                  style={{ width }}
                  data-level={level}
                  inert={level !== depth}
                >
                  {level === 0 ? (
                    <TopLevel {...common} onOpen={openSub} />
                  ) : (
                    <SubLevel {...common} sub={sub} onBack={back} />
                  )}
                </div>
              ))}
            </div>
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
