/** English texts of the content pages and the new-arrivals listing (decision 0045). */
export const contentEn = {
  "content.pageTitle": "{title} · {site}",
  "content.sections": "On this page",
  "newArrivals.heading": "New arrivals",
  "title.newArrivals": "New arrivals · {site}",
  "footer.fanContent": "Fan content",
  "footer.discount": "Team and group discounts",
} as const;
