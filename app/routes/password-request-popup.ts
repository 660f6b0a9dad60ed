import type { ActionArgs } from "../load-context.ts";
import { forgotPasswordFragment } from "../features/auth/forgot-fragment.server.tsx";
import { requestReset } from "../features/auth/request-reset.server.ts";
import { translatorFor } from "../i18n.ts";

/**
 * The forgotten-password popup posts here by ajax; the answer is HTML: the confirmation, or
 * the form again with its errors (shopping-flow §7). A resource route, so nothing else renders.
 */
export async function action({ request, context }: ActionArgs) {
  const { state, status } = await requestReset(request, context);
  return forgotPasswordFragment(
    { state, csrfToken: context.csrfToken, contextPath: context.ctx.site.contextPath, t: translatorFor(context.ctx.language) },
    status,
  );
}
