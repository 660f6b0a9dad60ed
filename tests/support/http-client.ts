/**
 * A tiny browser stand-in for API tests: keeps cookies per name, reads the CSRF token from the
 * page's meta tag, and never follows redirects (tests assert them).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken = "";
  /** Sent with every request of this client (e.g. X-Forwarded-For through a trusted proxy). */
  readonly headers: Record<string, string> = {};

  /** Mutable: a client keeps its cookies when the server it talks to restarts on another port. */
  constructor(public baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...this.headers, ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const res = await fetch(this.baseUrl + path, { ...init, headers, redirect: "manual" });
    this.remember(res);
    return res;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { headers: { accept: "text/html", ...headers } });
  }

  /** Loads a page and keeps its CSRF token. */
  async page(path: string): Promise<{ res: Response; html: string }> {
    const res = await this.get(path);
    const html = await res.text();
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    if (token) this.csrfToken = token;
    return { res, html };
  }

  postForm(path: string, fields: Record<string, string>, opts: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<Response> {
    const body = new URLSearchParams(fields);
    if (opts.csrf !== false) body.set("CSRFToken", this.csrfToken);
    return this.request(path, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...opts.headers },
    });
  }

  postJson(path: string, json: unknown, opts: { csrf?: boolean; method?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (opts.csrf !== false) headers.CSRFToken = this.csrfToken;
    return this.request(path, { method: opts.method ?? "POST", body: JSON.stringify(json), headers });
  }

  /** A new client signed in as `email` on the site at `contextPath`. */
  static async signedIn(baseUrl: string, contextPath: string, email: string): Promise<TestClient> {
    const client = new TestClient(baseUrl);
    await client.signIn(contextPath, email);
    return client;
  }

  /** Signs in through the real login form: page, token, post; then loads the home page (and its token). */
  async signIn(contextPath: string, email: string, password = "Brim#2026"): Promise<Response> {
    const res = await this.postSignIn(contextPath, email, password);
    await this.page(contextPath || "/");
    return res;
  }

  /** The login page (for its token) and the sign-in post, nothing after: answers the post's response. */
  async postSignIn(contextPath: string, email: string, password = "Brim#2026"): Promise<Response> {
    await this.page(`${contextPath}/login`);
    return this.postForm(`${contextPath}/login`, { username: email, password });
  }
}
