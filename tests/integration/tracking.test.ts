import { describe, expect, it } from "vitest";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

describe.each(DB_TARGETS)("tracking lookup on %s", (target) => {
  const server = useTestServer(target);

  it("answers the product info for the data layer, in the site's currency", async () => {
    const c = new TestClient(server().baseUrl);
    const carousel = (await (await c.request("/cms/carousel?componentUid=NewArrivalsCarousel&start=0&range=1", { headers: { accept: "application/json" } })).json()) as { items: { code: string }[] };
    const code = carousel.items[0]!.code;
    const res = await c.request(`/tracking/product?productCode=${code}`, { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    const info = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(info).sort()).toEqual(["brand", "category", "currency", "description", "id", "name", "photo", "price", "variant"]);
    expect(info).toMatchObject({ id: code, currency: "USD" });
    expect(String(info.price)).toMatch(/^\d+(\.\d{1,2})?$/);

    const jp = new TestClient(server().baseUrl);
    await jp.signIn("/jp/partner", "jp.dealer@example.com");
    const yen = (await (await jp.request(`/jp/partner/tracking/product?productCode=${code}`, { headers: { accept: "application/json" } })).json()) as { price: number; currency: string };
    expect(yen.currency).toBe("JPY");
    expect(Number.isInteger(yen.price)).toBe(true);
  });

  it("answers 404 for an unknown product and 400 without a code", async () => {
    const c = new TestClient(server().baseUrl);
    expect((await c.request("/tracking/product?productCode=NOPE", { headers: { accept: "application/json" } })).status).toBe(404);
    const bad = await c.request("/tracking/product", { headers: { accept: "application/json" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe("productCode");
  });
});
