import type { AppLoadContext } from "react-router";
import type { ForgotPasswordState } from "./ForgotPasswordForm.tsx";

/** Reads the posted e-mail and asks for a reset link; shared by the page and the popup. */
export async function requestReset(request: Request, context: AppLoadContext): Promise<{ state: ForgotPasswordState; status: number }> {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const result = await context.services.passwordReset.requestPasswordReset(context.ctx, { email, origin: context.origin });
  if (result.ok) return { state: { status: "sent", email: email.trim() }, status: 200 };
  return { state: { status: "error", email, reason: result.reason }, status: result.reason === "throttled" ? 429 : 400 };
}
