import { useEffect, useRef, useState } from "react";
import { isScrolledToEnd, isTermsWideScreen, termsModalView } from "#domain/terms.ts";
import { TERMS_STEPS } from "./terms-steps.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal as Modal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";
import styles from "./terms.module.css";

const STEPS = TERMS_STEPS;

/**
 * Multi-step terms: previous is disabled on the first step, the last step's primary button
 * completes, and on wide screens next/complete wait until the text is scrolled to the end.
 */
export function TermsModal({ isOpen, onOpenChange, onComplete }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onComplete: () => void }) {
  const t = useT();
  const [step, setStep] = useState(0);
  const [scrolledToEnd, setScrolledToEnd] = useState(false);
  const [wideScreen, setWideScreen] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const update = () => setWideScreen(isTermsWideScreen(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [isOpen]);

  // A new step starts unread; text short enough to need no scrolling counts as read.
  useEffect(() => {
    const el = textRef.current;
    if (!el) return;
    el.scrollTop = 0;
    setScrolledToEnd(isScrolledToEnd(0, el.clientHeight, el.scrollHeight));
  }, [step, isOpen]);

  const view = termsModalView({ step, stepCount: STEPS.length, scrolledToEnd, wideScreen });
  const current = STEPS[step] ?? STEPS[0]!;
  const onScroll = () => {
    const el = textRef.current;
    if (el && isScrolledToEnd(el.scrollTop, el.clientHeight, el.scrollHeight)) setScrolledToEnd(true);
  };
  const close = (open: boolean) => {
    if (!open) setStep(0);
    onOpenChange(open);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={close} title={t("terms.title")} width={620}>
      <p className={styles.step}>{t("terms.step", { step: step + 1, count: STEPS.length })}</p>
      <h3 className={styles.stepTitle}>{t(current.title)}</h3>
      <div ref={textRef} className={styles.text} onScroll={onScroll} tabIndex={0} role="document" aria-label={t(current.title)} data-testid="terms-text">
        {t(current.body)
          .split("\n\n")
          .map((para) => (
            <p key={para.slice(0, 32)}>{para}</p>
          ))}
      </div>
      {wideScreen && view.primaryDisabled ? <p className={styles.hint}>{t("terms.scrollHint")}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={view.prevDisabled} onPress={() => setStep((s) => Math.max(0, s - 1))}>
          {t("terms.prev")}
        </Button>
        {view.primaryAction === "next" ? (
          <Button isDisabled={view.primaryDisabled} onPress={() => setStep((s) => s + 1)}>
            {t("terms.next")}
          </Button>
        ) : (
          <Button
            isDisabled={view.primaryDisabled}
            onPress={() => {
              onComplete();
              close(false);
            }}
          >
            {t("terms.complete")}
          </Button>
        )}
      </div>
    </Modal>
  );
}
