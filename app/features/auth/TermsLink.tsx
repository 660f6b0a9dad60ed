import { sitePath } from "#domain/sites.ts";
import { TermsModal } from "./TermsModal.tsx";
import { TERMS_PAGE_PATH } from "./terms-steps.ts";

/**
 * The link that opens the multi-step terms (the terms page itself without JavaScript) and the
 * modal it opens; completing the terms calls `onComplete`. The sign-in, registration and
 * checkout terms checkboxes share it.
 */
export function TermsLink({
  contextPath,
  label,
  open,
  onOpenChange,
  onComplete,
}: {
  contextPath: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: () => void;
}) {
  return (
    <>
      <a
        href={sitePath({ contextPath }, TERMS_PAGE_PATH)}
        target="_blank"
        rel="noopener"
        onClick={(event) => {
          event.preventDefault();
          onOpenChange(true);
        }}
      >
        {label}
      </a>
      <TermsModal isOpen={open} onOpenChange={onOpenChange} onComplete={onComplete} />
    </>
  );
}
