import { useEffect } from "react";
import { sitePath } from "#domain/sites.ts";

const CHECK_EVERY_MS = 5 * 60_000;

/**
 * Asks the server whether the session is still alive (on return to the tab, on a page restored
 * by Back, and every few minutes) and goes to the login page when it answers 401
 * (shopping-flow §4).
 */
export function AuthStatusWatcher({ contextPath }: { contextPath: string }) {
  useEffect(() => {
    const site = { contextPath };
    let stopped = false;
    const check = async () => {
      try {
        const res = await fetch(sitePath(site, "/auth/status"), { credentials: "same-origin", cache: "no-store" });
        if (res.status === 401 && !stopped) {
          const back = window.location.pathname + window.location.search;
          window.location.assign(`${sitePath(site, "/login")}?redirect=${encodeURIComponent(back)}`);
        }
      } catch {
        // Offline or server restarting: the next check decides.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    // A page restored by Back/Forward may belong to a session that has ended since.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void check();
    };
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [contextPath]);
  return null;
}
