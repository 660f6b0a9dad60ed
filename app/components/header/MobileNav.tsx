import { lazy, Suspense, useState } from "react";
import type { ShellData } from "../../../server/modules/shell/service.ts";
import { useT } from "../../i18n.ts";
import type { AccountLink } from "./account-links.ts";
import { MenuIcon } from "./icons.tsx";
import styles from "./mobile-nav.module.css";

const loadPanel = () => import("./MobileNavPanel.tsx");
const MobileNavPanel = lazy(loadPanel);

export interface MobileNavProps {
  shell: ShellData;
  csrfToken: string;
  /** The my-account links, or null when signed out. */
  links: readonly AccountLink[] | null;
}

/**
 * Navigation below 1024 px: the Menu button. The menu panel's code (a modal dialog) is only
 * downloaded when the menu is first wanted, so pages do not carry it until then.
 */
export function MobileNav(props: MobileNavProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
        <span className={styles.menuButtonText}>{t("header.menu.open")}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavPanel {...props} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
