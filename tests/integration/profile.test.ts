import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leagues, mailOutbox, sessions, teams, userFavoriteTeams, users } from "../../server/db/schema/index.ts";
import { sessionCookieName } from "../../server/http/cookies.ts";
import { accountCopies } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const PROFILE = "/partner/my-account/update-profile";
const CHANGE_EMAIL = "/partner/my-account/change-email";
const FAVORITES = "/partner/my-account/favorite-teams";
const PARTNER_COOKIE = sessionCookieName("us");

interface ChangeEmailFailure {
  errorMessage: string;
  errors: { field: string; message: string }[];
  password?: string;
  newEmail?: string;
}

describe.each(DB_TARGETS)("account overview, personal details and change of e-mail on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let copies = 0;

  /** A copy of the dealer of its own (changing names and e-mails must not disturb other tests), signed in. */
  async function freshDealer(): Promise<{ client: TestClient; email: string; id: number }> {
    const [email] = await accountCopies(db(), "dealer@example.com", `profile-${target}-${++copies}-`, 1);
    const client = await TestClient.signedIn(server().baseUrl, "/partner", email!);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email!));
    return { client, email: email!, id: row!.id };
  }

  async function userRow(id: number) {
    const [row] = await db()
      .select({
        email: users.email,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneCountry: users.phoneCountry,
        phone: users.phone,
        regionIso: users.regionIso,
        favoriteLeague: leagues.code,
        favoriteTeam: teams.code,
      })
      .from(users)
      .leftJoin(leagues, eq(leagues.id, users.favoriteLeagueId))
      .leftJoin(teams, eq(teams.id, users.favoriteTeamId))
      .where(eq(users.id, id));
    return row!;
  }

  async function favoriteCodes(userId: number): Promise<string[]> {
    const rows = await db().select({ code: teams.code }).from(userFavoriteTeams).innerJoin(teams, eq(teams.id, userFavoriteTeams.teamId)).where(eq(userFavoriteTeams.userId, userId));
    return rows.map((r) => r.code).sort();
  }

  /** The state a refused request must leave alone (a session's last-seen time moves by reading). */
  async function fingerprint(skipThrottle = false) {
    await jobsSettled(server());
    const print = await databaseFingerprint(db(), { sessions: ["last_seen_at"] });
    if (skipThrottle) delete print.login_throttle;
    return print;
  }

  const profileForm = (change: Record<string, string> = {}) => ({
    intent: "save",
    firstName: "Ana",
    lastName: "Ruiz Torres",
    phoneCountry: "US",
    phone: "303 555 0142",
    regionIso: "US-CO",
    favoriteLeagueCode: "FBL",
    favoriteTeamCode: "RVH",
    ...change,
  });

  it("the overview names the user and links every account area; approvers also to the orders awaiting them", async () => {
    const { client } = await freshDealer();
    const { res, html } = await client.page("/partner/my-account");
    expect(res.status).toBe(200);
    expect(html).toContain("Megan Alvarez");
    for (const href of ["/partner/my-account/orders", "/partner/my-account/update-profile", "/partner/my-account/address-book", "/partner/my-account?changeEmail=open#change-email"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).not.toContain("filterBy=AWAITING_MY_APPROVAL");
    // One unit: nothing to switch to. The buyer belongs to two and gets the switch link.
    expect(html).not.toContain("switchCompany=true");
    const buyer = await TestClient.signedIn(server().baseUrl, "/partner", "buyer@example.com");
    expect((await buyer.page("/partner/my-account")).html).toContain('href="/partner/my-account?switchCompany=true"');

    const approver = await TestClient.signedIn(server().baseUrl, "/partner", "approver@example.com");
    expect((await approver.page("/partner/my-account")).html).toContain('href="/partner/my-account/orders?filterBy=AWAITING_MY_APPROVAL"');
    const shopper = await TestClient.signedIn(server().baseUrl, "", "shopper@example.com");
    const consumer = (await shopper.page("/my-account")).html;
    expect(consumer).toContain('href="/my-account/update-profile"');
    expect(consumer).not.toContain("AWAITING_MY_APPROVAL");
    expect(consumer).not.toContain("switchCompany");

    const anonymous = await new TestClient(server().baseUrl).get("/partner/my-account");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/partner/login?redirect=");
  });

  it("saves the personal details: names make the display name, the phone keeps its digits, the favourite team joins the favourites", async () => {
    const { client, id } = await freshDealer();
    const page = await client.page(PROFILE);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('value="Megan"');
    expect(page.html).toContain('value="Alvarez"');

    const res = await client.postForm(PROFILE, profileForm());
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Your personal details have been saved.");
    expect(await userRow(id)).toMatchObject({
      name: "Ana Ruiz Torres",
      firstName: "Ana",
      lastName: "Ruiz Torres",
      phoneCountry: "US",
      phone: "3035550142",
      regionIso: "US-CO",
      favoriteLeague: "FBL",
      favoriteTeam: "RVH",
    });
    expect(await favoriteCodes(id)).toEqual(["RVH"]);
    const again = await client.page(PROFILE);
    expect(again.html).toContain('value="(303) 555-0142"');
    // The header follows the new name at once.
    expect((await client.page("/partner/my-account")).html).toContain("Ana Ruiz Torres");
  });

  it("refuses bad details with 400, a message per field, and changes nothing", async () => {
    const { client } = await freshDealer();
    await client.page(PROFILE);
    const before = await fingerprint();
    const cases: [Record<string, string>, string][] = [
      [{ firstName: "   " }, "Please fill in this field."],
      [{ regionIso: "" }, "Please choose a region."],
      [{ regionIso: "MX-JAL" }, "Please choose a region."],
      [{ phone: "303 555 014" }, "Enter the phone number in the format (999) 999-9999."],
      [{ phoneCountry: "ZZ", regionIso: "", phone: "" }, "Please fill in this field."],
      [{ favoriteTeamCode: "PAT" }, "Choose a team of the chosen league."],
      [{ favoriteLeagueCode: "NOPE", favoriteTeamCode: "" }, "Choose a league from the list."],
      [{ lastName: "x".repeat(61) }, "Please use at most 60 characters."],
    ];
    for (const [change, message] of cases) {
      const res = await client.postForm(PROFILE, profileForm(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      const html = await res.text();
      expect(html).toContain("Your personal details were not saved.");
      expect(html).toContain(message);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("answers a league's teams as JSON, 404 for an unknown league, 401 without a user", async () => {
    const { client } = await freshDealer();
    const res = await client.request(`${PROFILE}/FBL`, { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { leagueCode: string; teams: { code: string; name: string }[] };
    const stored = await db().select({ code: teams.code, name: teams.name }).from(teams).innerJoin(leagues, eq(leagues.id, teams.leagueId)).where(eq(leagues.code, "FBL"));
    expect(body.leagueCode).toBe("FBL");
    expect(body.teams).toEqual(stored.sort((a, b) => a.name.localeCompare(b.name)));
    expect(body.teams).toHaveLength(8);

    const unknown = await client.request(`${PROFILE}/NOPE`, { headers: { accept: "application/json" } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { errorMessage: string }).errorMessage).toBe("There is no such league.");
    expect((await new TestClient(server().baseUrl).request(`${PROFILE}/FBL`, { headers: { accept: "application/json" } })).status).toBe(401);
    expect((await new TestClient(server().baseUrl).request("/my-account/update-profile/FBL", { headers: { accept: "application/json" } })).status).toBe(401);
  });

  it("stores the favourite teams; the profile's favourite stays only while it is one of them", async () => {
    const { client, id } = await freshDealer();
    await client.page(PROFILE);
    expect((await client.postForm(PROFILE, profileForm())).status).toBe(200);

    const listed = await client.request(FAVORITES, { headers: { accept: "application/json" } });
    const { favorites } = (await listed.json()) as { favorites: { leagueName: string; arrayOfTeams: { code: string; selected: boolean }[] }[] };
    expect(favorites).toHaveLength(5);
    expect(favorites.flatMap((l) => l.arrayOfTeams.filter((t) => t.selected).map((t) => t.code))).toEqual(["RVH"]);

    const both = await client.postJson(FAVORITES, { teamCodes: ["RVH", "PAT"] });
    expect(both.status).toBe(200);
    expect(await favoriteCodes(id)).toEqual(["PAT", "RVH"]);
    expect((await userRow(id)).favoriteTeam).toBe("RVH");

    const before = await fingerprint();
    const unknown = await client.postJson(FAVORITES, { teamCodes: ["PAT", "NOPE"] });
    expect(unknown.status).toBe(400);
    expect((await client.postJson(FAVORITES, { teamCodes: ["PAT"] }, { csrf: false })).status).toBe(403);
    expect(await fingerprint()).toEqual(before);

    // Without script the dialog's form posts to the page.
    const form = new URLSearchParams({ intent: "favorites", CSRFToken: client.csrfToken });
    form.append("teamCodes", "SVF");
    form.append("teamCodes", "PAT");
    const posted = await client.request(PROFILE, { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" } });
    expect(posted.status).toBe(200);
    expect(await favoriteCodes(id)).toEqual(["PAT", "SVF"]);
    expect(await userRow(id)).toMatchObject({ favoriteLeague: "FBL", favoriteTeam: null });
  });

  it("refuses a wrong password, a taken address and a malformed one with a message under the field, changing nothing", async () => {
    const { client, email } = await freshDealer();
    const before = await fingerprint(true);
    const wrong = await client.postJson(CHANGE_EMAIL, { password: "Wrong#2026", newEmail: "someone.new@example.com" });
    expect(wrong.status).toBe(400);
    const wrongBody = (await wrong.json()) as ChangeEmailFailure;
    expect(wrongBody).toMatchObject({ password: "The password is not correct.", errors: [{ field: "password", message: "The password is not correct." }] });
    expect(wrongBody.newEmail).toBeUndefined();

    const taken = await client.postJson(CHANGE_EMAIL, { password: "Brim#2026", newEmail: " Dealer@EXAMPLE.com" });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as ChangeEmailFailure).newEmail).toBe("This e-mail address is already in use.");
    const invalid = await client.postJson(CHANGE_EMAIL, { password: "Brim#2026", newEmail: "not-an-address" });
    expect(((await invalid.json()) as ChangeEmailFailure).newEmail).toBe("Enter a valid e-mail address.");
    const same = await client.postJson(CHANGE_EMAIL, { password: "Brim#2026", newEmail: email.toUpperCase() });
    expect(((await same.json()) as ChangeEmailFailure).newEmail).toBe("This is already your e-mail address.");
    const empty = await client.postJson(CHANGE_EMAIL, { password: "", newEmail: "" });
    expect(await empty.json()).toMatchObject({ password: "Please fill in this field.", newEmail: "Please fill in this field." });
    expect((await client.postJson(CHANGE_EMAIL, { password: "Brim#2026", newEmail: "csrf@example.com" }, { csrf: false })).status).toBe(403);
    // Anonymous: the partner site's gate answers 401; on the consumer site the endpoint itself does.
    expect((await new TestClient(server().baseUrl).postJson(CHANGE_EMAIL, { password: "Brim#2026", newEmail: "anon@example.com" }, { csrf: false })).status).toBe(401);
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/");
    expect((await visitor.postJson("/my-account/change-email", { password: "Brim#2026", newEmail: "anon@example.com" })).status).toBe(401);
    expect(await fingerprint(true)).toEqual(before);
  });

  it("changes the e-mail: the session id rotates, other sessions end, both addresses get a mail, the new address signs in", async () => {
    const { client, email, id } = await freshDealer();
    const elsewhere = await TestClient.signedIn(server().baseUrl, "/partner", email);
    await client.page("/partner/my-account");
    const oldCookie = client.cookies.get(PARTNER_COOKIE)!;
    const token = client.csrfToken;
    const newEmail = `changed-${target}-${id}@example.com`;

    const res = await client.postJson(CHANGE_EMAIL, { password: "Brim#2026", newEmail: `  ${newEmail.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: `Your e-mail address is now ${newEmail}. Use it the next time you sign in.`, email: newEmail });
    expect((await userRow(id)).email).toBe(newEmail);

    // The browser got a new session id; the old one and the other browser are signed out.
    expect(client.cookies.get(PARTNER_COOKIE)).not.toBe(oldCookie);
    expect((await client.get("/partner/auth/status")).status).toBe(200);
    const stale = new TestClient(server().baseUrl);
    stale.cookies.set(PARTNER_COOKIE, oldCookie);
    expect((await stale.get("/partner/auth/status")).status).toBe(401);
    expect((await elsewhere.get("/partner/auth/status")).status).toBe(401);
    const live = await db().select({ n: sql<number>`count(*)::int` }).from(sessions).where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    expect(live[0]!.n).toBe(1);
    // The page open in this browser keeps working with its token.
    expect((await client.postJson(FAVORITES, { teamCodes: [] })).status).toBe(200);
    expect(client.csrfToken).toBe(token);

    const notice = await db().select({ subject: mailOutbox.subject, text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe("Your Brim e-mail address was changed");
    expect(notice[0]!.text).toContain(newEmail);
    expect(notice[0]!.text).toMatch(/http:\/\/\S+\/partner\/support/);
    const confirmation = await db().select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.toAddress, newEmail));
    expect(confirmation).toEqual([{ subject: "Welcome to your new Brim e-mail address" }]);

    expect((await new TestClient(server().baseUrl).postSignIn("/partner", newEmail)).status).toBe(302);
    expect((await new TestClient(server().baseUrl).postSignIn("/partner", email)).status).not.toBe(302);
  });

  it("throttles password checks like sign-in: after the free failures even the right password waits", async () => {
    const { client, id } = await freshDealer();
    const { maxFailures } = server().config.login;
    for (let i = 0; i < maxFailures; i++) {
      expect((await client.postJson(CHANGE_EMAIL, { password: `Wrong#${i}`, newEmail: "throttled@example.com" })).status).toBe(400);
    }
    const before = await fingerprint();
    const res = await client.postJson(CHANGE_EMAIL, { password: "Brim#2026", newEmail: "throttled@example.com" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as ChangeEmailFailure).password).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await fingerprint()).toEqual(before);
    expect((await userRow(id)).email).not.toBe("throttled@example.com");
  });

  it("works without script: the overview's form shows the messages, then changes the address and reloads the page", async () => {
    const { client, id } = await freshDealer();
    const page = await client.page("/partner/my-account?changeEmail=open");
    expect(page.html).toContain('id="change-email"');
    const wrong = await client.postForm("/partner/my-account?changeEmail=open", { intent: "changeEmail", password: "nope", newEmail: "nojs@example.com" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("The password is not correct.");
    const newEmail = `nojs-${target}-${id}@example.com`;
    const done = await client.postForm("/partner/my-account?changeEmail=open", { intent: "changeEmail", password: "Brim#2026", newEmail });
    expect([302, 303]).toContain(done.status);
    expect(done.headers.get("location")).toBe("/partner/my-account?emailChanged=1");
    const after = await client.page("/partner/my-account?emailChanged=1");
    expect(after.html).toContain(`Your e-mail address is now ${newEmail}.`);
  });
});
