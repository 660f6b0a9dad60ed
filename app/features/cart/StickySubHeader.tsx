import { useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./cart.module.css";

/**
 * The section's bar (name, units, main button): it sticks to the top once the page is scrolled
 * past the season tabs above it (shopping-flow §4); `data-stuck` adds its shadow then.
 */
export function StickySubHeader({ children }: { children: ReactNode }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setStuck(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.subHeader} data-stuck={stuck || undefined}>
        {children}
      </div>
    </>
  );
}
