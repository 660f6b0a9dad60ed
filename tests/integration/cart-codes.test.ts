import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { drawCartCode } from "../../server/modules/cart/cart-code.ts";
import { cartFixtures, emptyCartsOf, removeGuestBaskets } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const CODE = /^[1-9]\d{7}$/;

/** Cart codes (issue 16, decision 0061): every cart row has its own 8-digit code, and routes find carts by it, never by id. */
describe.each(DB_TARGETS)("cart codes on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;
  let dealer: TestClient;
  let franchise: TestClient;

  beforeAll(async () => {
    fx = await cartFixtures(db());
    dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    franchise = await TestClient.signedIn(server().baseUrl, "/partner", "franchise@example.com");
  });
  beforeEach(async () => {
    for (const email of ["dealer@example.com", "franchise@example.com"]) await emptyCartsOf(db(), email);
    await removeGuestBaskets(db());
  });

  const activeCart = async (where: ReturnType<typeof sql>) =>
    (await db().execute<{ id: number; code: string }>(sql`select id, code from carts c where c.status = 'active' and c.kind = 'cart' and ${where}`)).rows;
  const ofUser = (email: string) => sql`c.user_id = (select id from users where email = ${email})`;
  const miniCartCode = async (client: TestClient, context: string) => {
    const body = (await (await client.get(`${context}/cart/miniCart`, { accept: "application/json" })).json()) as { addToCartLayer: { cartCode: string | null } };
    return body.addToCartLayer.cartCode;
  };
  /** A code no cart has. */
  const unknownCode = async () => {
    for (;;) {
      const code = drawCartCode();
      if ((await db().execute(sql`select 1 from carts where code = ${code}`)).rows.length === 0) return code;
    }
  };

  it("gives each new cart (a dealer's, another customer's, a visitor's basket) its own 8-digit code, shown in the cart JSON and the mini cart", async () => {
    expect(await miniCartCode(dealer, "/partner")).toBeNull();
    const added = (await (await dealer.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 2, entryNumber: -1 })).json()) as { code: string };
    const other = (await (await franchise.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 1, entryNumber: -1 })).json()) as { code: string };
    const [dealerRow] = await activeCart(ofUser("dealer@example.com"));
    const [franchiseRow] = await activeCart(ofUser("franchise@example.com"));
    expect(added.code).toMatch(CODE);
    expect(added.code).toBe(dealerRow!.code);
    expect(other.code).toBe(franchiseRow!.code);
    expect(added.code).not.toBe(other.code);
    expect(added.code).not.toBe(String(dealerRow!.id));
    expect(await miniCartCode(dealer, "/partner")).toBe(added.code);
    const refresh = (await (await dealer.get("/partner/cart/miniCart/refresh", { accept: "application/json" })).json()) as { cartCode: string };
    expect(refresh.cartCode).toBe(added.code);

    const visitor = new TestClient(server().baseUrl);
    await visitor.page(`/p/${fx.plenty.productCode}`);
    expect((await visitor.postJson("/cart/updateMultiD", { productCode: "x", entries: [{ productCode: fx.plenty.upc, quantity: 1, entryNumber: -1 }] })).status).toBe(200);
    const [basket] = await activeCart(sql`c.user_id is null`);
    expect(basket!.code).toMatch(CODE);
    expect(await miniCartCode(visitor, "")).toBe(basket!.code);
    expect(new Set([added.code, other.code, basket!.code]).size).toBe(3);
    // Every row of the table has one, and no two share it (the unique constraint says so too).
    const { rows } = await db().execute<{ n: number; distinct_codes: number; bad: number }>(sql`
      select count(*)::int as n, count(distinct code)::int as distinct_codes, count(*) filter (where code !~ '^[0-9]{8}$')::int as bad from carts`);
    expect(rows[0]).toEqual({ n: rows[0]!.n, distinct_codes: rows[0]!.n, bad: 0 });
  });

  it("finds saved bags and saved carts by code only: a malformed, id-shaped, unknown or another customer's code answers 404 and changes nothing", async () => {
    await dealer.postJson("/partner/bag/api/pasteMaterials", { text: `${fx.plenty.upc} 3` });
    const bagCode = ((await (await dealer.postJson("/partner/savedBag/create", { name: "Codes" })).json()) as { codes: string[] }).codes[0]!;
    const savedCartCode = ((await (await dealer.postJson("/partner/cart/save", { name: "Codes cart" })).json()) as { code: string }).code;
    expect(bagCode).toMatch(CODE);
    expect(savedCartCode).toMatch(CODE);
    const ids = (await db().execute<{ code: string; id: number }>(sql`select code, id from carts where code in (${bagCode}, ${savedCartCode})`)).rows;
    const idOf = (code: string) => String(ids.find((r) => r.code === code)!.id);

    const bagCalls = (client: TestClient, code: string) => [
      () => client.postJson(`/partner/savedBag/${code}/edit-name`, { name: "Taken" }),
      () => client.postJson(`/partner/savedBag/${code}/delete`, {}, { method: "DELETE" }),
      () => client.postJson(`/partner/savedBag/${code}/undoDelete`, {}),
      () => client.postJson(`/partner/savedBag/${code}/addToCart`, {}),
      () => client.postJson(`/partner/savedBag/${code}/quantity`, [{ id: fx.plenty.upc, quantity: 9 }]),
      () => client.postJson("/partner/savedBag/addProducts", { savedBagCodes: [code], productCodes: [fx.plenty.productCode] }),
    ];
    const savedCartCalls = (client: TestClient, code: string) => [
      () => client.postJson(`/partner/my-account/saved-carts/${encodeURIComponent(code)}/delete`, {}, { method: "DELETE" }),
      () => client.postJson(`/partner/my-account/saved-carts/${encodeURIComponent(code)}/undoDelete`, {}),
      () => client.postJson(`/partner/my-account/saved-carts/${encodeURIComponent(code)}/edit-name`, { name: "Taken" }),
      () => client.request(`/partner/my-account/saved-carts/getTotals?cartCode=${encodeURIComponent(code)}`, { headers: { accept: "application/json" } }),
    ];
    const unknown = await unknownCode();
    const wrong = ["abc", "1234567", "123456789", "１２３４５６７８", unknown];
    await expectRefusedUnchanged(db(), 404, [
      ...[...wrong, idOf(bagCode)].flatMap((code) => bagCalls(dealer, code)),
      ...[...wrong, idOf(savedCartCode)].flatMap((code) => savedCartCalls(dealer, code)),
      ...bagCalls(franchise, bagCode),
      ...savedCartCalls(franchise, savedCartCode),
    ]);
    for (const path of [`/partner/savedBag/${idOf(bagCode)}`, "/partner/savedBag/1234567", `/partner/my-account/saved-carts/${idOf(savedCartCode)}`]) {
      expect((await dealer.page(path)).res.status, path).toBe(404);
    }
    // The owner reaches both by their codes.
    expect((await dealer.page(`/partner/savedBag/${bagCode}`)).res.status).toBe(200);
    expect((await dealer.page(`/partner/my-account/saved-carts/${savedCartCode}`)).res.status).toBe(200);
    const polled = (await (await dealer.request(`/partner/my-account/saved-carts/uploadingCarts?cartCodes=${savedCartCode},${idOf(savedCartCode)},abc`, { headers: { accept: "application/json" } })).json()) as { carts: { code: string; url: string }[] };
    expect(polled.carts.map((c) => [c.code, c.url])).toEqual([[savedCartCode, `/partner/my-account/saved-carts/${savedCartCode}`]]);
  });
});
