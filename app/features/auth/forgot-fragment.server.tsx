import { renderToStaticMarkup } from "react-dom/server";
import type { Translator } from "#domain/i18n/index.ts";
import { ForgotPasswordForm, type ForgotPasswordState } from "./ForgotPasswordForm.tsx";

/** The popup's ajax answer: the form (with its errors) or the confirmation, as HTML. */
export function forgotPasswordFragment(props: { state: ForgotPasswordState; csrfToken: string; contextPath: string; t: Translator }, status: number): Response {
  return new Response(renderToStaticMarkup(<ForgotPasswordForm {...props} />), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
