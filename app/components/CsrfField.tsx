import { useRootData } from "../root-data.ts";

/** The hidden CSRF token every state-changing form carries. */
export function CsrfField() {
  const { csrfToken } = useRootData();
  return <input type="hidden" name="CSRFToken" value={csrfToken} />;
}
