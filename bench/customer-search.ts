// Staff's customer search on a big customer table (issue 19): how long a search takes and which plan
// PostgreSQL chooses, with the trigram indexes of migration 0019 and without them.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/customer-search.ts [customers]
import { performance } from "node:perf_hooks";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { rowsOf } from "../src/server/db/rows";
import { customerDirectoryRepository } from "../src/server/modules/users/customer-directory.repository";
import { freshPostgres } from "./fresh-postgres";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("Set DATABASE_URL to a PostgreSQL server (a fresh database is made on it).");
const customers = Number(process.argv[2] ?? 200_000);
const fresh = await freshPostgres(databaseUrl, "bench_customer_search");
const database = await openDatabase({ databaseUrl: fresh.url });
const { pool } = database;
try {
  await runMigrations(database);
  // Loaded without the indexes (no statement timeout on this connection), which are then built once.
  const bulk = await database.openConnection!();
  await bulk.query("drop index users_customer_name_trgm_idx; drop index users_customer_email_trgm_idx");
  // Names and e-mails from a few word lists, so parts of them repeat as real ones do.
  await bulk.query(
    `insert into users (email, username, password_hash, role, full_name)
     select 'buyer' || i || '.' || (array['ash','birch','cedar','wren','finch','lark'])[1 + i % 6] || '@' ||
              (array['example.com','mail.test','shop.test','inbox.test'])[1 + i % 4],
            'buyer' || i, 'x', 'customer',
            (array['Olivia','Jack','Mia','Noah','Isla','Leo','Ava','Oscar','Ruby','Henry'])[1 + i % 10] || ' ' ||
            (array['Smith','Nguyen','Williams','Brown','Wilson','Taylor','Li','Martin','Anderson','Kelly'])[1 + (i / 10) % 10] ||
            (array['','son','ford','ley','well'])[1 + (i / 100) % 5] || ' ' || i
     from generate_series(1, $1::int) as i`,
    [customers],
  );
  const built = performance.now();
  await bulk.query(`create index users_customer_name_trgm_idx on users using gin (lower(full_name) gin_trgm_ops) where role = 'customer';
    create index users_customer_email_trgm_idx on users using gin (lower(email) gin_trgm_ops) where role = 'customer'`);
  const buildMs = performance.now() - built;
  await bulk.query("analyze users");
  await bulk.end();

  const searches = ["kelly", "nguyenford", "inbox.test", "buyer12345", "li", "zzqq"];
  const explain = async (text: string) => {
    const needle = text.toLowerCase();
    const condition =
      needle.length >= 3
        ? `(lower(u.full_name) like '%${needle}%' or lower(u.email) like '%${needle}%')`
        : `(lower(u.full_name) like '${needle}%' or lower(u.full_name) like '% ${needle}%' or lower(u.email) like '${needle}%')`;
    const plan = await pool!.query(
      `explain (analyze, costs off, timing off, summary off) select u.id from users u where u.role = 'customer' and ${condition}
       order by (lower(u.email) = '${needle}') desc, lower(u.full_name), u.id limit 21`,
    );
    return rowsOf<{ "QUERY PLAN": string }>(plan)
      .map((row) => row["QUERY PLAN"])
      .filter((line) => /Scan|Limit/.test(line))
      .map((line) => line.trim().replace(/\s+\(actual.*$/, ""))
      .join(" / ");
  };
  const time = async (text: string) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await customerDirectoryRepository.search(database.db, text, 21, 0);
      runs.push(performance.now() - start);
    }
    return runs.sort((a, b) => a - b)[2]!;
  };

  console.log(`${customers} customers; both trigram indexes built in ${(buildMs / 1000).toFixed(1)} s`);
  for (const phase of ["with the trigram indexes", "without them (dropped)"]) {
    console.log(`\n${phase}:`);
    for (const text of searches) {
      const ms = await time(text);
      const found = (await customerDirectoryRepository.search(database.db, text, 21, 0)).length;
      console.log(`  "${text}": median of 5 ${ms.toFixed(1)} ms, ${found} rows — ${await explain(text)}`);
    }
    await pool!.query("drop index if exists users_customer_name_trgm_idx, users_customer_email_trgm_idx");
  }
} finally {
  await database.close();
  await fresh.drop();
}
