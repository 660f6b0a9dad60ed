import { describe, expect, it } from "vitest";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Carousel {
  total: number;
  start: number;
  displayProductTitles: boolean;
  items: { code: string; url: string; labels: string[]; price: { formattedValue: string } | null }[];
}

describe.each(DB_TARGETS)("content components and carousels on %s", (target) => {
  const server = useTestServer(target);
  const json = async <T,>(c: TestClient, path: string, status = 200): Promise<T> => {
    const res = await c.request(path, { headers: { accept: "application/json" } });
    expect(res.status, path).toBe(status);
    return (await res.json()) as T;
  };

  it("builds the consumer, dealer and corporate home pages from their components", async () => {
    const consumer = await new TestClient(server().baseUrl).page("/");
    expect(consumer.html).toContain("Caps for every crowd");
    expect(consumer.html).toContain("Shop by category");
    const dealer = new TestClient(server().baseUrl);
    await dealer.signIn("/partner", "dealer@example.com");
    const dealerHome = (await dealer.page("/partner")).html;
    expect(dealerHome).toContain("Welcome to the partner portal");
    expect(dealerHome).toContain("Limited editions");
    const corporate = new TestClient(server().baseUrl);
    await corporate.signIn("/partner", "corporate@example.com");
    const corporateHome = (await corporate.page("/partner")).html;
    expect(corporateHome).toContain("Your corporate programme");
    expect(corporateHome).not.toContain("Limited editions");
  });

  it("returns a component by uid in the site's language, 404 for unknown, 400 for a bad uid", async () => {
    const jp = new TestClient(server().baseUrl);
    await jp.signIn("/jp/partner", "jp.dealer@example.com");
    const hero = await json<{ type: string; title: string }>(jp, "/jp/partner/cms/component?componentUid=HomeHeroDealer");
    expect(hero).toMatchObject({ type: "hero", title: "パートナーポータルへようこそ" });
    const c = new TestClient(server().baseUrl);
    // The consumer hero belongs to the consumer site only.
    await json(c, "/cms/component?componentUid=HomeHeroConsumer");
    await json(jp, "/jp/partner/cms/component?componentUid=HomeHeroConsumer", 404);
    const bad = await json<{ errors: { field: string }[] }>(c, "/cms/component?componentUid=%3Cscript%3E", 400);
    expect(bad.errors[0]?.field).toBe("componentUid");
  });

  it("pages through a carousel in windows that add up to its total", async () => {
    const c = new TestClient(server().baseUrl);
    const first = await json<Carousel>(c, "/cms/carousel?componentUid=BestsellersCarousel&displayProductTitles=true&start=0&range=10");
    expect(first.items.length).toBe(Math.min(10, first.total));
    for (const item of first.items) expect(item.labels).toContain("BESTSELLER");
    const seen = new Set(first.items.map((i) => i.code));
    for (let start = first.items.length; start < first.total; start += 5) {
      const chunk = await json<Carousel>(c, `/cms/carousel?componentUid=BestsellersCarousel&displayProductTitles=false&start=${start}&range=5`);
      expect(chunk.start).toBe(start);
      expect(chunk.displayProductTitles).toBe(false);
      for (const item of chunk.items) seen.add(item.code);
    }
    expect(seen.size).toBe(first.total);
    const past = await json<Carousel>(c, `/cms/carousel?componentUid=BestsellersCarousel&start=${first.total + 5}&range=5`);
    expect(past).toMatchObject({ total: first.total, items: [] });
  });

  it("gives a product's related items and rejects incomplete or oversized requests", async () => {
    const c = new TestClient(server().baseUrl);
    const home = await json<Carousel>(c, "/cms/carousel?componentUid=NewArrivalsCarousel&start=0&range=1");
    const code = home.items[0]!.code;
    const related = await json<Carousel>(c, `/cms/carousel?productCode=${code}&referenceTypes=RELATED,FIT_GUIDE&displayProductTitles=true&start=0&range=10`);
    expect(related.items.every((i) => i.code !== code)).toBe(true);
    await json(c, "/cms/carousel?start=0&range=5", 400);
    await json(c, "/cms/carousel?componentUid=NewArrivalsCarousel&range=16", 400);
    await json(c, "/cms/carousel?productCode=NOPE&referenceTypes=RELATED", 404);
    await json(c, "/cms/carousel?productCode=X&referenceTypes=SOMETHING", 400);
  });
});
