import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useT } from "../../i18n.ts";
import { CHECKOUT_STEPS, stepFromHash, stepId } from "./checkout-steps.ts";
import styles from "./checkout-steps.module.css";

/** Scrolls step `n` into view and moves the focus to its first heading, so a screen reader reads where it is. */
function goToStep(n: number): void {
  const section = document.getElementById(stepId(n));
  if (!section) return;
  section.scrollIntoView({ block: "start" });
  const heading = section.querySelector<HTMLElement>("h2");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Follows `#step{n}` when the page loads and on every hash change (decision 0029): the step is
 * marked current, scrolled into view and its heading focused. Answers the current step and a
 * function for a link to the step already in the hash (which fires no hashchange).
 */
export function useStepHash(): { current: number; revisit: (n: number) => void } {
  const [current, setCurrent] = useState(1);
  useEffect(() => {
    const follow = () => {
      const n = stepFromHash(window.location.hash);
      if (n === null) return;
      setCurrent(n);
      goToStep(n);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  const revisit = useCallback((n: number) => {
    if (stepFromHash(window.location.hash) === n) goToStep(n);
  }, []);
  return { current, revisit };
}

/**
 * The step navigation: an ordered list of links to `#step1` … `#step4`, the current one marked
 * with aria-current. Plain anchors, so it works before (and without) the page's script.
 */
export function CheckoutStepsNav({ current, revisit }: { current: number; revisit: (n: number) => void }) {
  const t = useT();
  return (
    <nav className={styles.nav} aria-label={t("checkoutPage.steps.label")}>
      <ol className={styles.list}>
        {CHECKOUT_STEPS.map((name, i) => {
          const n = i + 1;
          const here = n === current;
          return (
            <li key={name} className={styles.item}>
              <a href={`#${stepId(n)}`} className={styles.link} aria-current={here ? "step" : undefined} onClick={() => revisit(n)}>
                <span className={styles.number} aria-hidden="true">
                  {n}
                </span>
                <span>{t(`checkoutPage.steps.${name}`)}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** One step of the page: its sections under the id the navigation links to. */
export function CheckoutStep({ n, children }: { n: number; children: ReactNode }) {
  return (
    <div id={stepId(n)} className={styles.step}>
      {children}
    </div>
  );
}
