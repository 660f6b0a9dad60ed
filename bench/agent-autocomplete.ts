/**
 * Agent panel autocomplete benchmark (issue 16, decision 0064): 100,000 extra consumers on the
 * consumer site and 100,000 extra buyers on /partner (spread over its units, so the sales rep's
 * tree holds most of them), a third with a saved card and a quarter with an active cart and a
 * saved cart. Then, at a steady rate, the retail customer autocomplete (agent@example.com), the B2B
 * one (the agent, and salesrep@example.com within their tree) and the company autocomplete, with a
 * spread of terms: 3 letters of common first and last names, e-mail prefixes, whole e-mails,
 * two-word names and terms nobody matches. Target p99 ≤ 30 ms. The autocomplete's indexes
 * (server/db/schema/accounts.ts, users_*_prefix_idx and users_name_trgm_idx) are made here by
 * hand until their migration exists; BENCH_NO_INDEX=1 leaves them out to compare.
 *
 *   npx tsx bench/agent-autocomplete.ts   (PostgreSQL of TEST_DATABASE_URL or the local server;
 *                                          scratch database brim_bench_autocomplete, dropped after)
 */
import pg from "pg";
import { benchDatabase } from "./database.ts";
import { runPaced, SEED_PRODUCTS, signIn, startServer, stopServer, type Session } from "./harness.ts";

const RATE = Number(process.env.BENCH_AUTOCOMPLETE_RATE ?? 50);
const CUSTOMERS = Number(process.env.BENCH_AUTOCOMPLETE_CUSTOMERS ?? 100_000);

process.env.BENCH_DATABASE_NAME ??= "brim_bench_autocomplete";

const FIRST = ["Maria", "Mark", "Marcus", "Martin", "James", "Jennifer", "Jessica", "John", "Robert", "Linda", "Michael", "Sarah", "David", "Emily", "Daniel", "Laura", "Christopher", "Christina", "Anthony", "Angela", "Kevin", "Karen", "Brian", "Olivia", "Jose", "Lucia", "Carlos", "Ana", "Hiroshi", "Yuki", "Thomas", "Sophia", "Andrew", "Amanda", "Steven", "Stephanie", "Paul", "Patricia", "Joshua", "Nicole", "Ryan", "Rachel", "Eric", "Elena", "Jacob", "Julia", "Tyler", "Hannah", "Nathan", "Natalie"];
const LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Tanaka", "Suzuki", "Marsh", "Marlow", "Chen", "Okafor", "Lindqvist", "Novak", "Kowalski", "Fischer"];
const DOMAINS = ["example.com", "mail.example", "corp.example", "shop.example"];

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]`;

/** Writes the bench's customers once (a kept database already holds them); answers sample e-mails. */
async function seedCustomers(url: string): Promise<{ retailEmails: string[]; partnerEmails: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const kept = await client.query("select 1 from users where email like 'bench.%' limit 1");
    if (!kept.rowCount) {
      await client.query("begin");
      // g odd: a consumer of the consumer site; g even: a buyer of a /partner unit. Names are
      // drawn by hash, independent of the kind (as in life: a Maria is as likely on either site).
      await client.query(
        `insert into users (email, name, password_hash, kind, unit_id, created_at)
         select 'bench.' || lower(f.n) || '.' || lower(l.n) || g || '@' || (${sqlArray(DOMAINS)})[1 + g % 4],
                f.n || ' ' || l.n, 'bench-no-login',
                case when g % 2 = 1 then 'consumer' else 'dealer' end::account_kind,
                case when g % 2 = 1 then null else (select id from units where site_id = 'us' order by id offset (g / 2) % (select count(*) from units where site_id = 'us') limit 1) end,
                now() - (g % 1500) * interval '1 day'
         from generate_series(1, $1::int) g
         cross join lateral (select (${sqlArray(FIRST)})[1 + abs(hashint4(g)) % ${FIRST.length}] as n) f
         cross join lateral (select (${sqlArray(LAST)})[1 + abs(hashint4(-g)) % ${LAST.length}] as n) l`,
        [CUSTOMERS * 2],
      );
      await client.query(`insert into user_sites (user_id, site_id) select id, case when kind = 'consumer' then 'b2c' else 'us' end from users where email like 'bench.%'`);
      await client.query(`
        insert into saved_cards (code, user_id, provider_method_id, masked_card_no, card_type, expiry_month, expiry_year, created_at)
        select 'bench-' || id, id, 'pm-' || id, '411111******' || lpad((id % 10000)::text, 4, '0'), '001', 12, 2030, now() from users where email like 'bench.%' and id % 3 = 0`);
      // A quarter have an active cart with a line and a saved cart (codes above the random ones' usual spread, clashes skipped).
      await client.query(`
        insert into carts (code, user_id, unit_id, site_id, mode, currency, kind, name, saved_at)
        select (20000000 + u.id * 2 + k)::text, u.id, u.unit_id, case when u.kind = 'consumer' then 'b2c' else 'us' end, 'STOCK', 'USD',
               case k when 0 then 'cart' else 'savedCart' end::cart_kind, case k when 0 then null else 'Saved ' || u.id end, case k when 0 then null else now() end
        from users u cross join generate_series(0, 1) k where u.email like 'bench.%' and u.id % 4 = 0
        on conflict do nothing`);
      await client.query(`
        insert into cart_entries (cart_id, entry_number, product_id, variant_id, quantity)
        select c.id, 0, v.product_id, v.id, 1 from carts c cross join (select id, product_id from variants order by id limit 1) v
        where c.kind = 'cart' and c.code::int >= 20000000 and c.user_id in (select id from users where email like 'bench.%')`);
      await client.query("commit");
    }
    if (process.env.BENCH_NO_INDEX === "1") {
      await client.query("drop index if exists users_email_prefix_idx; drop index if exists users_name_prefix_idx; drop index if exists users_name_trgm_idx");
    } else {
      // The indexes of server/db/schema/accounts.ts, until the lead generates their migration.
      await client.query(`create index if not exists users_email_prefix_idx on users using btree (lower(email) collate "C")`);
      await client.query(`create index if not exists users_name_prefix_idx on users using btree (lower(name) collate "C")`);
      await client.query(`create index if not exists users_name_trgm_idx on users using gin (lower(name) gin_trgm_ops)`);
    }
    await client.query("analyze users; analyze user_sites; analyze carts; analyze saved_cards; analyze cart_entries");
    const counts = await client.query<{ consumers: string; buyers: string }>(`
      select count(*) filter (where kind = 'consumer') as consumers, count(*) filter (where kind <> 'consumer') as buyers from users where email like 'bench.%'`);
    console.log(`Customers: ${counts.rows[0]!.consumers} consumers, ${counts.rows[0]!.buyers} partner buyers (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const sample = async (kind: string) =>
      (await client.query<{ email: string }>(`select email from users where email like 'bench.%' and kind ${kind} order by md5(email) limit 20`)).rows.map((r) => r.email);
    return { retailEmails: await sample("= 'consumer'"), partnerEmails: await sample("<> 'consumer'") };
  } finally {
    await client.end();
  }
}

/** Terms as agents type them: 3 letters of a common name, an e-mail prefix, a whole e-mail, a first and last name, nobody. */
function termsOf(emails: readonly string[]): string[] {
  const three = [...FIRST.slice(0, 12), ...LAST.slice(0, 12)].map((n) => n.slice(0, 3).toLowerCase());
  const prefixes = emails.map((e) => e.slice(0, 12));
  return [...three, ...prefixes, ...emails, "Maria Gar", "jennifer l", "smith", "zqx", "bench.mar", "Tanaka"];
}

const db = await benchDatabase(SEED_PRODUCTS);
if (!db.url) throw new Error("The autocomplete bench needs PostgreSQL (TEST_DATABASE_URL or a local server).");
const server = await startServer(db.serverUrl);
try {
  const { retailEmails, partnerEmails } = await seedCustomers(db.url);
  const retailTerms = termsOf(retailEmails);
  const partnerTerms = termsOf(partnerEmails);
  const agentRetail = await signIn(server.url, "agent@example.com", "");
  const agentB2b = await signIn(server.url, "agent@example.com", "/partner");
  const rep = await signIn(server.url, "salesrep@example.com", "/partner");
  const bench = { server, db };
  const at = (session: Session, path: (i: number) => string) => ({
    rate: RATE,
    maxSockets: 50,
    request: (i: number) => ({ method: "GET" as const, path: path(i), headers: { accept: "application/json", cookie: session.cookie } }),
  });
  const pick = (terms: readonly string[], i: number) => encodeURIComponent(terms[i % terms.length]!);
  console.log(`Agent autocomplete at ${RATE} req/s (target p99 ≤ 30 ms)`);
  await runPaced(bench, "warm-up", { ...at(agentRetail, (i) => `/assisted-service/autocomplete?customerId=${pick(retailTerms, i)}`), seconds: 3 });
  await runPaced(bench, "retail, agent, mixed terms", at(agentRetail, (i) => `/assisted-service/autocomplete?customerId=${pick(retailTerms, i)}`), { countSql: true });
  await runPaced(bench, "retail, agent, 3 letters of common names", at(agentRetail, (i) => `/assisted-service/autocomplete?customerId=${pick(retailTerms.slice(0, 24), i)}`));
  await runPaced(bench, "B2B, agent, mixed terms", at(agentB2b, (i) => `/partner/b2b-assisted-service/autocomplete?customerId=${pick(partnerTerms, i)}`));
  await runPaced(bench, "B2B, agent, 1-2 letters and empty", at(agentB2b, (i) => `/partner/b2b-assisted-service/autocomplete?customerId=${pick(["", "m", "j", "ma", "ch", "s"], i)}`));
  await runPaced(bench, "B2B, agent, in a company", at(agentB2b, (i) => `/partner/b2b-assisted-service/autocomplete?customerId=${pick(["", "mar", "smi", "j"], i)}&companyId=0010000120`));
  await runPaced(bench, "B2B, sales rep (tree), mixed terms", at(rep, (i) => `/partner/b2b-assisted-service/autocomplete?customerId=${pick(partnerTerms, i)}`));
  await runPaced(bench, "B2B, company autocomplete (rep)", at(rep, (i) => `/partner/b2b-assisted-service/autocomplete-company?companyId=${pick(["", "s", "ridge", "0010000", "prairie fan"], i)}`));
  await runPaced(bench, "retail, JSONP", at(agentRetail, (i) => `/assisted-service/autocomplete?customerId=${pick(retailTerms, i)}&callback=ASM.cb`));
} finally {
  await stopServer(server);
  await db.release();
}
