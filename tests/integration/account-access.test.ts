import { describe, expect, it } from "vitest";
import { cartFixtures } from "../support/cart-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { exportedDealerOrder } from "../support/order-fixtures.ts";

type Role = "owner" | "stranger" | "otherSite" | "consumer" | "anonymous";
const ROLES: readonly Role[] = ["owner", "stranger", "otherSite", "consumer", "anonymous"];

/** One call of issue 14 made by a role on its own site (`site` is that role's context path). */
interface Call {
  name: string;
  send: (client: TestClient, site: string, code: string) => Promise<Response>;
  /** The answer each role gets; a role not named gets 404. */
  expected: Partial<Record<Role, number>>;
}

const page = (path: string) => (client: TestClient, site: string, code: string) => client.get(`${site}${path.replace("{code}", code)}`);
const json = (path: string, body: unknown, method = "POST") => (client: TestClient, site: string, code: string) => client.postJson(`${site}${path.replace("{code}", code)}`, body, { method });
const form = (path: string, fields: Record<string, string>) => (client: TestClient, site: string, code: string) => client.postForm(`${site}${path.replace("{code}", code)}`, fields);

/** Signed out, a B2B page sends to sign-in and a B2B call answers 401 (the sign-in gate); the consumer site's pages too. */
const SIGNED_OUT_PAGE = 302;
const SIGNED_OUT_CALL = 401;

const ORDER_CALLS: readonly Call[] = [
  { name: "order detail page", send: page("/my-account/order/{code}"), expected: { owner: 200, anonymous: SIGNED_OUT_PAGE } },
  { name: "reorder page", send: page("/my-account/reorder/{code}"), expected: { owner: 200, anonymous: SIGNED_OUT_PAGE } },
  { name: "order export (CSV)", send: page("/my-account/exportOrderList?orderCodes={code}&format=csv"), expected: { owner: 200, anonymous: SIGNED_OUT_PAGE } },
  { name: "apply a quantity change", send: json("/my-account/order/{code}", [{ entryNumber: 0, quantity: 7 }]), expected: { owner: 422, anonymous: SIGNED_OUT_CALL } },
  { name: "submit the change", send: json("/my-account/order/{code}/submit", {}, "PUT"), expected: { owner: 422, anonymous: SIGNED_OUT_CALL } },
  { name: "approve", send: json("/my-account/order/{code}/approval", { approverSelectedDecision: "APPROVE", comment: "" }), expected: { anonymous: SIGNED_OUT_CALL } },
  { name: "reject", send: json("/my-account/order/{code}/approval", { approverSelectedDecision: "REJECT", comment: "Not this season" }), expected: { anonymous: SIGNED_OUT_CALL } },
  { name: "send the PDF by mail", send: json("/my-account/exportOrderList/send", { orderCodes: "{code}", sendToCustomer: true, sendToAsmAgent: false }), expected: { owner: 403, stranger: 403, otherSite: 403, consumer: 403, anonymous: SIGNED_OUT_CALL } },
];

/** The order code only the owner's answers may contain. */
const HISTORY = "/my-account/orders";

describe.each(DB_TARGETS)("who reaches the account area's orders on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  it("answers every order route of issue 14 for owner, same-site stranger, other site, consumer and anonymous; refused calls change nothing", async () => {
    const fx = await cartFixtures(db());
    // A STOCK order exported to the ERP: not updatable (422 on apply and on submit) and not waiting for approval.
    const { client: owner, code } = await exportedDealerOrder(server(), "STOCK", [[fx.plenty, 2]]);
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/partner/login");
    const clients: Record<Role, { client: TestClient; site: string }> = {
      owner: { client: owner, site: "/partner" },
      stranger: { client: await TestClient.signedIn(server().baseUrl, "/partner", "corporate@example.com"), site: "/partner" },
      otherSite: { client: await TestClient.signedIn(server().baseUrl, "/jp/partner", "jp.dealer@example.com"), site: "/jp/partner" },
      consumer: { client: await TestClient.signedIn(server().baseUrl, "", "shopper@example.com"), site: "" },
      anonymous: { client: anonymous, site: "/partner" },
    };
    for (const { client, site } of Object.values(clients)) await client.page(`${site}/my-account/orders`);
    await jobsSettled(server());
    const before = await databaseFingerprint(db());

    const answers: string[] = [];
    const wanted: string[] = [];
    for (const call of ORDER_CALLS) {
      for (const role of ROLES) {
        const { client, site } = clients[role];
        // An unknown code answers like a foreign one.
        for (const c of role === "owner" ? [code] : [code, "BR99999999"]) {
          const res = await call.send(client, site, c);
          const body = await res.text();
          answers.push(`${call.name} · ${role} · ${c === code ? "order" : "unknown"}: ${res.status}${role !== "owner" && body.includes(fx.plenty.productName) ? " (shows the order)" : ""}`);
          wanted.push(`${call.name} · ${role} · ${c === code ? "order" : "unknown"}: ${call.expected[role] ?? 404}`);
        }
      }
    }
    expect(answers).toEqual(wanted);

    // The history lists the order to its owner only.
    for (const role of ROLES) {
      const { client, site } = clients[role];
      const res = await client.get(`${site}${HISTORY}?searchCode=${code}`);
      const html = await res.text();
      // The search field repeats the code; the order's link is what only its owner may see.
      expect(`${role}: ${res.status} ${html.includes(`/my-account/order/${code}`)}`).toBe(role === "owner" ? `${role}: 200 true` : role === "anonymous" ? `${role}: ${SIGNED_OUT_PAGE} false` : `${role}: 200 false`);
    }
    await jobsSettled(server());
    expect(await databaseFingerprint(db())).toEqual(before);
  });

  it("keeps the personal account calls to the signed-in user: signed out, each is refused and nothing changes", async () => {
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/partner/login");
    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    const calls: [string, () => Promise<Response>, number][] = [
      ["profile page", () => anonymous.get("/partner/my-account/update-profile"), SIGNED_OUT_PAGE],
      ["address book page", () => anonymous.get("/partner/my-account/address-book"), SIGNED_OUT_PAGE],
      ["overview", () => anonymous.get("/partner/my-account"), SIGNED_OUT_PAGE],
      ["league teams", () => anonymous.request("/partner/my-account/update-profile/NAL", { headers: { accept: "application/json" } }), SIGNED_OUT_CALL],
      ["change e-mail", () => anonymous.postJson("/partner/my-account/change-email", { password: "Brim#2026", newEmail: "new@example.com" }), SIGNED_OUT_CALL],
      ["company accounts", () => anonymous.request("/partner/customer/unit/accounts", { headers: { accept: "application/json" } }), SIGNED_OUT_CALL],
      ["company switch", () => anonymous.postJson("/partner/customer/unit/update", { unitId: "0010000106" }), SIGNED_OUT_CALL],
      ["customer filter", () => anonymous.postJson("/partner/my-account/orders", ["0010000101"]), SIGNED_OUT_CALL],
      ["reorder", () => form("/my-account/reorder/{code}", {})(anonymous, "/partner", "BR99999999"), SIGNED_OUT_CALL],
    ];
    const answers = [];
    for (const [name, send] of calls) answers.push(`${name}: ${(await send()).status}`);
    expect(answers).toEqual(calls.map(([name, , status]) => `${name}: ${status}`));
    expect(await databaseFingerprint(db())).toEqual(before);
  });
});
