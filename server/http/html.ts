/** Text for an HTML page or attribute built on the server without React (the wallet's pages, the rate limit's page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
