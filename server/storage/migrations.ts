import type { Db } from "./db"
import { SETUP_LOCK } from "./locks"

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
  {
    id: 2,
    sql: `
      alter table venues add column service_charge_percent integer not null default 0;
      create table users (
        uid text primary key,
        tenant_id text references tenants(id),
        phone_number text,
        phone_verified boolean not null default false,
        created_at timestamptz not null default now()
      );
      create table carts (
        id text primary key,
        uid text not null,
        service_area_id text not null references service_areas(id),
        updated_at timestamptz not null default now(),
        unique (uid, service_area_id)
      );
      create table cart_lines (
        id text primary key,
        cart_id text not null references carts(id) on delete cascade,
        item_id text not null references items(id),
        variant_id text not null,
        selected_choices jsonb not null,
        quantity integer not null check (quantity between 1 and 99),
        position bigint not null
      );
      create index cart_lines_cart on cart_lines (cart_id, position);
      create table order_states (
        id text primary key,
        tenant_id text not null references tenants(id),
        name text not null,
        color text not null,
        is_end boolean not null,
        position integer not null
      );
      create table order_transitions (
        id text primary key,
        tenant_id text not null references tenants(id),
        name text not null,
        from_state_id text not null references order_states(id),
        to_state_id text not null references order_states(id),
        unique (from_state_id, to_state_id)
      );
      create sequence order_numbers;
      create table orders (
        id text primary key,
        order_number text not null,
        uid text not null,
        tenant_id text not null references tenants(id),
        service_area_id text not null references service_areas(id),
        state_id text not null references order_states(id),
        lines jsonb not null,
        price integer not null,
        summery jsonb,
        created_at timestamptz not null default now()
      );
      create index orders_area on orders (service_area_id, created_at desc);
      create table idempotency_keys (
        uid text not null,
        key text not null,
        order_id text not null references orders(id),
        created_at timestamptz not null default now(),
        primary key (uid, key)
      );
      -- Every live push, kept so a subscriber that reconnects with its last event id misses none.
      create table live_events (
        seq bigserial primary key,
        channel text not null,
        kind text not null,
        payload jsonb not null,
        created_at timestamptz not null default now()
      );
      create index live_events_channel on live_events (channel, seq);
      create table availability_sync (
        tenant_id text not null references tenants(id),
        venue_id text not null references venues(id),
        updated_at bigint not null,
        type text not null,
        primary key (tenant_id, venue_id)
      );
      create table phone_codes (
        uid text primary key,
        phone_number text not null,
        code_hash text not null,
        expires_at timestamptz not null,
        wrong_tries integer not null default 0
      );
      create table phone_sends (
        id bigserial primary key,
        phone_number text not null,
        client_ip text not null,
        sent_at timestamptz not null default now()
      );
      create index phone_sends_phone on phone_sends (phone_number, sent_at);
      create index phone_sends_ip on phone_sends (client_ip, sent_at);
      create table sms_outbox (
        id bigserial primary key,
        phone_number text not null,
        body text not null,
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    id: 3,
    sql: `
      -- Cart changes a diner queued offline carry an id: applied once, however often they are sent.
      create table cart_intents (
        uid text not null,
        intent_id text not null,
        applied_at timestamptz not null default now(),
        primary key (uid, intent_id)
      );
    `,
  },
  {
    // One line per dish, variant and picks in a cart, kept by the database: a cart add is one
    // upsert (and two adds racing on PostgreSQL can no longer make two lines). Lines doubled
    // before this are merged first.
    id: 4,
    sql: `
      update cart_lines set quantity = least(99, merged.quantity)
        from (select min(id) as keep, sum(quantity) as quantity from cart_lines group by cart_id, item_id, variant_id, selected_choices having count(*) > 1) merged
        where cart_lines.id = merged.keep;
      delete from cart_lines doubled using cart_lines kept
        where doubled.cart_id = kept.cart_id and doubled.item_id = kept.item_id and doubled.variant_id = kept.variant_id
          and doubled.selected_choices = kept.selected_choices and doubled.id > kept.id;
      create unique index cart_lines_same_dish on cart_lines (cart_id, item_id, variant_id, selected_choices)
    `,
  },
  {
    // Codes are counted per network (an IPv4 address, an IPv6 /64) and per user as well as per
    // phone (server/services/phone-limits.ts); the raw client address is no longer kept.
    id: 5,
    sql: `
      alter table phone_sends rename column client_ip to network;
      alter index phone_sends_ip rename to phone_sends_network;
      alter table phone_sends add column uid text;
      create index phone_sends_uid on phone_sends (uid, sent_at)
    `,
  },
  {
    // Staff requests (call the waiter, the bill, water): the kinds a venue offers, the state a
    // settled table's orders move to, and the requests. One open request per table and kind,
    // kept by the database, so two presses racing make one request.
    id: 6,
    sql: `
      alter table venues add column staff_request_kinds jsonb not null default '[]'::jsonb;
      alter table venues add column settled_state_id text references order_states(id);
      create table staff_requests (
        id text primary key,
        tenant_id text not null references tenants(id),
        service_area_id text not null references service_areas(id),
        kind text not null,
        label text not null,
        status text not null check (status in ('open', 'acknowledged', 'closed')),
        created_at timestamptz not null,
        acknowledged_at timestamptz
      );
      create index staff_requests_area on staff_requests (service_area_id, created_at);
      create unique index staff_requests_one_open on staff_requests (service_area_id, kind) where status = 'open'
    `,
  },
  {
    // A dish's dietary tags, spice level, allergens and translations (schema/menu.ts ItemDetails),
    // and a section's translations; null: the venue gave none (the menu answer leaves them out).
    id: 7,
    sql: `
      alter table items add column details jsonb;
      alter table sections add column translations jsonb
    `,
  },
  {
    // Order state names for diners in other languages (schema/order.ts OrderStatusTranslations);
    // null: the venue gave none. Staff keep reading the name in the venue's language.
    id: 8,
    sql: `
      alter table order_states add column translations jsonb
    `,
  },
  {
    // One exactly-once rule for cart add, cart update and submit (server/services/exactly-once.ts):
    // the Idempotency-Key of each, with the call, a digest of its body and the answer it got.
    // The cart intents are carried over (no body, no answer: a repeat answers the cart as it is)
    // and their table goes.
    id: 9,
    sql: `
      alter table idempotency_keys alter column order_id drop not null;
      alter table idempotency_keys add column call text not null default 'cartSubmit';
      alter table idempotency_keys add column body_hash text not null default '';
      alter table idempotency_keys add column status integer not null default 200;
      alter table idempotency_keys add column answer jsonb;
      insert into idempotency_keys (uid, key, call, created_at) select uid, intent_id, 'cartChange', applied_at from cart_intents on conflict do nothing;
      drop table cart_intents;
      create index idempotency_keys_age on idempotency_keys (created_at)
    `,
  },
  {
    // Idempotency keys are a user's at one table of one tenant (server/services/exactly-once.ts):
    // the same key at another table is a new request there. Kept keys take the table of the
    // order or cart they answered; a key of neither (an old cart intent) is left unscoped, and
    // repeating it is a new request.
    id: 10,
    sql: `
      alter table idempotency_keys add column tenant_id text not null default '';
      alter table idempotency_keys add column service_area_id text not null default '';
      update idempotency_keys set service_area_id = orders.service_area_id, tenant_id = orders.tenant_id from orders where orders.id = idempotency_keys.order_id;
      update idempotency_keys set service_area_id = carts.service_area_id from carts where idempotency_keys.order_id is null and carts.id = idempotency_keys.answer->>'id' and idempotency_keys.call in ('cartAdd', 'cartUpdate');
      update idempotency_keys set tenant_id = venues.tenant_id from service_areas, venues where idempotency_keys.tenant_id = '' and service_areas.id = idempotency_keys.service_area_id and venues.id = service_areas.venue_id;
      alter table idempotency_keys drop constraint idempotency_keys_pkey;
      alter table idempotency_keys add primary key (uid, tenant_id, service_area_id, key)
    `,
  },
  {
    // Issue 26: wrong operator keys counted per network in a window, so every instance refuses
    // the same guesser (server/services/operator-guard.ts); who made each staff request (a quota
    // per diner within the table's); and a diner's pass to a table (the table's requests read
    // on its screens), which calling staff needs when the diner has no cart or order there.
    id: 12,
    sql: `
      create table operator_key_failures (
        network text primary key,
        window_start timestamptz not null,
        failures integer not null
      );
      alter table staff_requests add column uid text;
      create index staff_requests_diner on staff_requests (service_area_id, uid, created_at);
      create table table_passes (
        uid text not null,
        service_area_id text not null references service_areas(id),
        seen_at timestamptz not null,
        primary key (uid, service_area_id)
      )
    `,
  },
  {
    // Order together (server/services/table-cart-service.ts): per table, whether the venue offers
    // it; the table's cart (its version, raised by every change, and its last send), its members
    // for this visit with the first name each chose, and its lines, each with who added it. An
    // order sent together keeps, beside its lines, who added each (line id to uid), never sent.
    id: 13,
    sql: `
      alter table service_areas add column table_cart boolean not null default false;
      create table table_carts (
        service_area_id text primary key references service_areas(id),
        version bigint not null default 0,
        last_order_id text,
        last_sent_by text,
        last_sent_version bigint,
        last_sent_at timestamptz
      );
      create table table_cart_members (
        service_area_id text not null references service_areas(id),
        uid text not null,
        first_name text,
        joined_at timestamptz not null default now(),
        primary key (service_area_id, uid)
      );
      create table table_cart_lines (
        id text primary key,
        service_area_id text not null references service_areas(id),
        uid text not null,
        item_id text not null references items(id),
        variant_id text not null,
        selected_choices jsonb not null,
        quantity integer not null check (quantity between 1 and 99),
        position bigint not null
      );
      create index table_cart_lines_area on table_cart_lines (service_area_id, position);
      alter table orders add column line_adders jsonb
    `,
  },
]

/**
 * Applies the migrations not yet applied, then `andThen` (the seed), all under one advisory
 * lock: instances starting together on one PostgreSQL take turns, and the second finds the
 * first's work done instead of racing it to create the same tables and rows.
 */
export const migrate = (db: Db, andThen: () => Promise<void> = async () => undefined): Promise<number> =>
  db.exclusively(SETUP_LOCK, async () => {
    const count = await applyMigrations(db)
    await andThen()
    return count
  })

const applyMigrations = async (db: Db): Promise<number> => {
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
