import type { Db } from "./db"

/**
 * Schema migrations, applied in order at start, each once (recorded in schema_migrations).
 * Append new ones; never edit one that has shipped.
 */
const migrations: ReadonlyArray<{ readonly id: number; readonly sql: string }> = [
  {
    id: 1,
    sql: `
      create table tenants (
        id text primary key,
        name text not null,
        currency text
      );
      create table venues (
        id text primary key,
        tenant_id text not null references tenants(id),
        name text not null,
        logo_url text
      );
      create table service_areas (
        id text primary key,
        venue_id text not null references venues(id),
        name text not null,
        auth_type text not null check (auth_type in ('PLAIN', 'AUTHENTICATE', 'AUTHENTICATE_WITH_PHONE_VERIFY')),
        qr_code text not null unique
      );
      create table sections (
        id text primary key,
        venue_id text not null references venues(id),
        name text not null,
        image_url text not null,
        position integer not null
      );
      create table items (
        id text primary key,
        venue_id text not null references venues(id),
        section_id text not null references sections(id),
        name text not null,
        description text not null default '',
        image_url text,
        position integer not null,
        -- Variants with their choices and options, validated by schema/menu on the way out.
        variants jsonb not null,
        available boolean not null default true
      );
      create index items_venue on items (venue_id, position);
    `,
  },
]

export const migrate = async (db: Db): Promise<number> => {
  await db.query("create table if not exists schema_migrations (id integer primary key, applied_at timestamptz not null default now())")
  const applied = new Set((await db.query<{ id: number }>("select id from schema_migrations")).map((row) => row.id))
  let count = 0
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query("insert into schema_migrations (id) values ($1)", [migration.id])
    })
    count += 1
  }
  return count
}

// Both drivers run one statement per parameterised query; the migrations hold no ';' in strings.
const splitStatements = (sql: string): string[] =>
  sql
    .split(";")
    .map((statement) => statement.replace(/--.*$/gm, "").trim())
    .filter((statement) => statement.length > 0)
