import { useId, useState } from "react";
import type { NavItem } from "../../../server/modules/shell/service.ts";
import { useT } from "../../i18n.ts";
import { ChevronDownIcon } from "./icons.tsx";
import { useDisclosure } from "./use-disclosure.ts";
import { useHoverIntent } from "./use-hover-intent.ts";
import styles from "./desktop-nav.module.css";

type OpenedBy = "hover" | "click";
interface OpenState {
  id: number;
  by: OpenedBy;
}

/**
 * Primary navigation for 1024 px and wider. Top items with children are disclosure buttons
 * opening a panel of real links (hover intent or click/keyboard); the others are links.
 */
export function DesktopNav({ items }: { items: readonly NavItem[] }) {
  const t = useT();
  const [open, setOpen] = useState<OpenState | null>(null);
  return (
    <nav aria-label={t("header.nav.label")} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.children.length > 0 ? (
            <DisclosureItem
              key={item.id}
              item={item}
              open={open?.id === item.id ? open.by : null}
              onOpen={(by) => setOpen({ id: item.id, by })}
              onClose={() => setOpen((current) => (current?.id === item.id ? null : current))}
            />
          ) : (
            <li key={item.id} className={styles.item}>
              {item.href ? (
                <a href={item.href} className={styles.top}>
                  {item.label}
                </a>
              ) : (
                <span className={styles.top}>{item.label}</span>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DisclosureItem({
  item,
  open,
  onOpen,
  onClose,
}: {
  item: NavItem;
  open: OpenedBy | null;
  onOpen: (by: OpenedBy) => void;
  onClose: () => void;
}) {
  const t = useT();
  const panelId = useId();
  const isOpen = open !== null;
  const { containerRef, buttonRef, panelRef, containerProps } = useDisclosure<HTMLLIElement>({
    isOpen,
    onOpen: () => {
      hover.cancel();
      onOpen("click");
    },
    onClose: () => {
      hover.cancel();
      onClose();
    },
  });
  const hover = useHoverIntent(
    () => {
      if (!isOpen) onOpen("hover");
    },
    () => {
      if (open === "hover") onClose();
    },
  );
  // A click on a panel opened by hovering keeps it open (the pointer was already there).
  const onClick = () => {
    hover.cancel();
    if (open === "hover") onOpen("click");
    else if (isOpen) onClose();
    else onOpen("click");
  };
  return (
    <li ref={containerRef} className={styles.item} data-open={isOpen || undefined} {...containerProps} {...hover.handlers}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.top}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onClick}
      >
        {item.label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel}>
        <div className={styles.panelInner}>
          {item.href ? (
            <a href={item.href} className={styles.all}>
              {t("header.nav.all", { name: item.label })}
            </a>
          ) : (
            <p className={styles.all}>{item.label}</p>
          )}
          <ul className={styles.links}>
            {item.children.map((child) => (
              <li key={child.id}>
                {child.href ? (
                  <a href={child.href} className={styles.link}>
                    {child.label}
                  </a>
                ) : (
                  <span className={styles.link}>{child.label}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
