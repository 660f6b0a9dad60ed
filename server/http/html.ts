/** Text for an HTML page or attribute built on the server without React (the wallet's pages, the rate limit's page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MinimalPage {
  lang: string;
  /** Plain text; escaped here. */
  title: string;
  /** A style sheet for the head, with the response's CSP style nonce. */
  style?: { css: string; nonce: string };
  /** Plain CSS for the body's `style` attribute; escaped here. */
  bodyStyle?: string;
  /** Ready HTML: the caller escapes what it puts in. */
  body: string;
}

/** A small HTML document built on the server without React: not indexed, the shop's icon, and the caller's body. */
export function minimalPage({ lang, title, style, bodyStyle, body }: MinimalPage): string {
  const styleElement = style ? `<style nonce="${escapeHtml(style.nonce)}">\n${style.css}</style>\n` : "";
  const bodyAttributes = bodyStyle === undefined ? "" : ` style="${escapeHtml(bodyStyle)}"`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
${styleElement}</head>
<body${bodyAttributes}>
${body}
</body>
</html>
`;
}
