import http from "node:http";
import type { TestClient } from "./http-client.ts";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request with headers `fetch` will not send as given (Host): through node:http, with the
 * client's cookies and, for a form, its CSRF token.
 */
export function rawRequest(
  client: TestClient,
  path: string,
  opts: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const url = new URL(client.baseUrl);
  let body: string | undefined;
  const headers: Record<string, string> = { accept: "text/html", ...opts.headers };
  if (client.cookies.size) headers.cookie = client.cookieHeader();
  if (opts.form) {
    const form = new URLSearchParams(opts.form);
    form.set("CSRFToken", client.csrfToken);
    body = form.toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method: opts.method ?? (opts.form ? "POST" : "GET"), headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
