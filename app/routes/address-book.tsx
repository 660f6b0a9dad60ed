import type { LoaderArgs } from "../load-context.ts";
import { redirect } from "react-router";
import { sitePath } from "#domain/sites.ts";

/** Placeholder of issue 14: replaced by the page itself. */
export function loader({ context, request }: LoaderArgs) {
  const { ctx } = context;
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(new URL(request.url).pathname)}`);
  return null;
}

export default function Placeholder() {
  return <div className="error-page" />;
}
