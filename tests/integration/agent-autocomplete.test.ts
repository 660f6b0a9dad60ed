import { sql } from "drizzle-orm";
import type { CustomerAutocompleteItem } from "../../server/modules/assisted-service/autocomplete.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { drawCartCode } from "../../server/modules/cart/cart-code.ts";
import { cartFixtures } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

type CustomerItem = CustomerAutocompleteItem;
interface CompanyItem {
  uid: string;
  name: string;
  address: string;
}

const JSON_ACCEPT = { accept: "application/json" };
/** The units salesrep@example.com covers (the seed's tree: four top units and their sub-units). */
const REP_UNITS = ["0010000101", "0010000111", "0010000112", "0010000120", "0010000121", "0010000122", "0010000123", "0010000130", "0010000131", "0010000140", "0010000141", "0010000142"];

/** The agent panels' customer and company autocomplete (issue 16, decision 0064): JSON and JSONP, only customers the caller may act for. */
describe.each(DB_TARGETS)("agent autocomplete on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let agentRetail: TestClient;
  let agentB2b: TestClient;
  let rep: TestClient;
  let shopperCarts: { active: string; saved: string };

  const list = async <T,>(client: TestClient, path: string): Promise<T[]> => {
    const res = await client.get(path, JSON_ACCEPT);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    return (await res.json()) as T[];
  };
  const emails = (items: CustomerItem[]) => items.map((i) => i.email);

  beforeAll(async () => {
    const fx = await cartFixtures(db());
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    const added = await shopper.postJson("/cart/updateMultiD", { productCode: "x", entries: [{ productCode: fx.plenty.upc, quantity: 1, entryNumber: -1 }] });
    expect(added.status).toBe(200);
    const saved = drawCartCode();
    await db().execute(sql`
      insert into carts (code, user_id, site_id, mode, currency, kind, name, saved_at)
      select ${saved}, id, 'b2c', 'STOCK', 'USD', 'savedCart', 'For the game', now() from users where email = 'shopper@example.com'`);
    await db().execute(sql`
      insert into saved_cards (code, user_id, provider_method_id, masked_card_no, card_type, expiry_month, expiry_year, created_at, last_used_at)
      select 'ac-old', id, 'pm-old', '555555******4444', '002', 12, 2030, now() - interval '2 days', null from users where email = 'shopper@example.com'
      union all
      select 'ac-used', id, 'pm-used', '411111******1111', '001', 12, 2030, now() - interval '3 days', now() from users where email = 'shopper@example.com'`);
    const active = await db().execute<{ code: string }>(sql`
      select c.code from carts c join users u on u.id = c.user_id where u.email = 'shopper@example.com' and c.kind = 'cart' and c.status = 'active'`);
    shopperCarts = { active: active.rows[0]!.code, saved };
    // Four more partner customers (Northwind's, outside the rep's tree) to see the ranking.
    await db().execute(sql`
      with made as (
        insert into users (email, name, password_hash, kind, unit_id)
        select v.email, v.name, 'x', 'corporate', (select id from units where uid = '0010000102')
        from (values ('dean.k@example.net', 'Kit Moss'), ('deana@example.net', 'Bo Rae'), ('fox@example.net', 'Dean Fox'), ('ada@example.net', 'Ada Dean')) v(email, name)
        returning id)
      insert into user_sites (user_id, site_id) select id, 'us' from made`);
    agentRetail = await TestClient.signedIn(server().baseUrl, "", "agent@example.com");
    agentB2b = await TestClient.signedIn(server().baseUrl, "/partner", "agent@example.com");
    rep = await TestClient.signedIn(server().baseUrl, "/partner", "salesrep@example.com");
  });

  it("retail: an agent finds a consumer by 3 letters of the e-mail or of a name word, with the default card and the carts; 2 letters answer []", async () => {
    const [found, ...rest] = await list<CustomerItem>(agentRetail, "/assisted-service/autocomplete?customerId=sho");
    expect(rest).toEqual([]);
    const created = await db().execute<{ day: string }>(sql`select to_char(created_at at time zone 'America/New_York', 'YYYY-MM-DD') as day from users where email = 'shopper@example.com'`);
    expect(found).toEqual({ value: "Emily Carter", email: "shopper@example.com", date: created.rows[0]!.day, card: "************1111", carts: [shopperCarts.active, shopperCarts.saved] });
    expect(emails(await list<CustomerItem>(agentRetail, "/assisted-service/autocomplete?customerId=%20CAR%20"))).toEqual(["shopper@example.com"]);
    expect(emails(await list<CustomerItem>(agentRetail, "/assisted-service/autocomplete?customerId=emi"))).toEqual(["shopper@example.com"]);
    for (const short of ["em", "%20em%20", "", "ily"]) {
      const items = await list<CustomerItem>(agentRetail, `/assisted-service/autocomplete?customerId=${short}`);
      expect(items, short).toEqual([]);
    }
    // Only the consumer site's customers: not the partner sites' dealers, not agents.
    expect(await list(agentRetail, "/assisted-service/autocomplete?customerId=dea")).toEqual([]);
    expect(await list(agentRetail, "/assisted-service/autocomplete?customerId=agent")).toEqual([]);
    // LIKE's own wildcards match only themselves.
    expect(await list(agentRetail, "/assisted-service/autocomplete?customerId=%25%25%25")).toEqual([]);
    expect(await list(agentRetail, "/assisted-service/autocomplete?customerId=s_o")).toEqual([]);
  });

  it("B2B: an agent finds the dealer by 3 letters of the e-mail and of the name, best match first, and narrows to a company", async () => {
    const byEmail = await list<CustomerItem>(agentB2b, "/partner/b2b-assisted-service/autocomplete?customerId=dea");
    expect(byEmail[0]).toMatchObject({ value: "Megan Alvarez", email: "dealer@example.com", companyId: "0010000101", companyName: "Summit Caps Dealer" });
    expect(emails(await list<CustomerItem>(agentB2b, "/partner/b2b-assisted-service/autocomplete?customerId=alv"))).toEqual(["dealer@example.com"]);
    // Exact e-mail, then e-mail prefixes (by e-mail), then names that start with it, then a later name word.
    expect(emails(await list<CustomerItem>(agentB2b, "/partner/b2b-assisted-service/autocomplete?customerId=dean"))).toEqual(["dean.k@example.net", "deana@example.net", "fox@example.net", "ada@example.net"]);
    expect(emails(await list<CustomerItem>(agentB2b, "/partner/b2b-assisted-service/autocomplete?customerId=DEANA@example.net")).slice(0, 1)).toEqual(["deana@example.net"]);
    // No minimum: "" lists the first ten by name, never an agent or a rep, only this site's customers.
    const first = await list<CustomerItem>(agentB2b, "/partner/b2b-assisted-service/autocomplete?customerId=");
    expect(first).toHaveLength(10);
    for (const other of ["agent@example.com", "salesrep@example.com", "shopper@example.com", "jp.dealer@example.com"]) expect(emails(first)).not.toContain(other);
    expect(first.map((i) => i.value)).toEqual([...first.map((i) => i.value)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const inNorthwind = await list<CustomerItem>(agentB2b, "/partner/b2b-assisted-service/autocomplete?customerId=&companyId=0010000102");
    expect(new Set(inNorthwind.map((i) => i.companyId))).toEqual(new Set(["0010000102"]));
    expect(emails(inNorthwind)).toContain("corporate@example.com");
    expect(await list(agentB2b, "/partner/b2b-assisted-service/autocomplete?customerId=&companyId=0099999999")).toEqual([]);
  });

  it("B2B: a sales rep sees only the customers and companies of their tree", async () => {
    const all = await list<CustomerItem>(rep, "/partner/b2b-assisted-service/autocomplete?customerId=");
    expect(emails(all)).toEqual(["dealer@example.com", "ridgeline@example.com"]);
    expect(await list(rep, "/partner/b2b-assisted-service/autocomplete?customerId=dean")).toEqual([]);
    expect(await list(rep, "/partner/b2b-assisted-service/autocomplete?customerId=corporate@example.com")).toEqual([]);
    expect(await list(rep, "/partner/b2b-assisted-service/autocomplete?customerId=&companyId=0010000102")).toEqual([]);

    const companies = await list<CompanyItem>(rep, "/partner/b2b-assisted-service/autocomplete-company?companyId=");
    expect(companies).toHaveLength(10);
    for (const c of companies) expect(REP_UNITS).toContain(c.uid);
    expect(await list(rep, "/partner/b2b-assisted-service/autocomplete-company?companyId=north")).toEqual([]);
    const ridgeline = await list<CompanyItem>(rep, "/partner/b2b-assisted-service/autocomplete-company?companyId=RIDGE");
    expect(ridgeline.map((c) => c.uid).sort()).toEqual(["0010000120", "0010000121", "0010000122", "0010000123"]);
    const agentsNorthwind = await list<CompanyItem>(agentB2b, "/partner/b2b-assisted-service/autocomplete-company?companyId=north");
    expect(agentsNorthwind.map((c) => c.uid)).toEqual(["0010000102"]);
  });

  it("a company's address is its default address on one line, \"\" without one", async () => {
    const [summit] = await list<CompanyItem>(rep, "/partner/b2b-assisted-service/autocomplete-company?companyId=0010000101");
    const address = await db().execute<{ line1: string; town_city: string }>(sql`
      select a.line1, a.town_city from addresses a join units n on n.id = a.unit_id where n.uid = '0010000101' and a.is_default`);
    const expected = address.rows[0];
    if (expected) expect(summit!.address).toMatch(new RegExp(`^${expected.line1}.*${expected.town_city}`));
    else expect(summit!.address).toBe("");
    await db().execute(sql`insert into units (uid, name, site_id, account_kind) values ('0010000999', 'Addressless Co', 'us', 'dealer')`);
    expect(await list(agentB2b, "/partner/b2b-assisted-service/autocomplete-company?companyId=0010000999")).toEqual([{ uid: "0010000999", name: "Addressless Co", address: "" }]);
  });

  it("answers JSONP only for a well-formed callback: /**/cb(json); as JavaScript with nosniff; a hostile name is refused with 400 JSON", async () => {
    const json = await list<CustomerItem>(agentB2b, "/partner/b2b-assisted-service/autocomplete?customerId=alv");
    const res = await agentB2b.get("/partner/b2b-assisted-service/autocomplete?customerId=alv&callback=ASM.found_1", { accept: "*/*" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe(`/**/ASM.found_1(${JSON.stringify(json)});`);
    const company = await agentB2b.get("/partner/b2b-assisted-service/autocomplete-company?companyId=north&callback=cb", { accept: "*/*" });
    expect(await company.text()).toMatch(/^\/\*\*\/cb\(\[\{"uid":"0010000102",/);
    const retail = await agentRetail.get("/assisted-service/autocomplete?customerId=em&callback=cb", { accept: "*/*" });
    expect(await retail.text()).toBe("/**/cb([]);");

    for (const hostile of ["alert(1)//", "cb;alert(document.cookie)", "a['b']", "<script>", "1cb", `a${"b".repeat(64)}`]) {
      const refused = await agentB2b.get(`/partner/b2b-assisted-service/autocomplete?customerId=alv&callback=${encodeURIComponent(hostile)}`, { accept: "*/*" });
      expect(refused.status, hostile).toBe(400);
      expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await refused.json()) as { errors: { field: string }[] };
      expect(body.errors[0]!.field).toBe("callback");
    }
  });

  it("refuses anonymous callers (401), customers (403), the other panel's path (404) and bad terms (400), changing nothing", async () => {
    const anonymous = new TestClient(server().baseUrl);
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    const dealer = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    await expectRefusedUnchanged(db(), 401, [
      () => anonymous.get("/assisted-service/autocomplete?customerId=sho", JSON_ACCEPT),
      () => anonymous.get("/partner/b2b-assisted-service/autocomplete?customerId=dea", JSON_ACCEPT),
      () => anonymous.get("/partner/b2b-assisted-service/autocomplete-company?companyId=", JSON_ACCEPT),
    ]);
    await expectRefusedUnchanged(db(), 403, [
      () => shopper.get("/assisted-service/autocomplete?customerId=sho", JSON_ACCEPT),
      () => dealer.get("/partner/b2b-assisted-service/autocomplete?customerId=dea", JSON_ACCEPT),
      () => dealer.get("/partner/b2b-assisted-service/autocomplete-company?companyId=", JSON_ACCEPT),
    ]);
    await expectRefusedUnchanged(db(), 404, [
      () => agentB2b.get("/partner/assisted-service/autocomplete?customerId=dea", JSON_ACCEPT),
      () => rep.get("/partner/assisted-service/autocomplete?customerId=dea", JSON_ACCEPT),
      () => agentRetail.get("/b2b-assisted-service/autocomplete?customerId=sho", JSON_ACCEPT),
      () => agentRetail.get("/b2b-assisted-service/autocomplete-company?companyId=", JSON_ACCEPT),
    ]);
    const bodies = await expectRefusedUnchanged(db(), 400, [
      () => agentRetail.get(`/assisted-service/autocomplete?customerId=${"a".repeat(101)}`, JSON_ACCEPT),
      () => agentRetail.get("/assisted-service/autocomplete?customerId=sho%00", JSON_ACCEPT),
      () => agentB2b.get(`/partner/b2b-assisted-service/autocomplete-company?companyId=${"a".repeat(101)}`, JSON_ACCEPT),
    ]);
    expect(bodies.map((b) => b.errors[0]?.field)).toEqual(["customerId", "customerId", "companyId"]);
  });
});
