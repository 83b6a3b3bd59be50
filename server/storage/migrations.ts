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
  {
    // Issue 34: a cart add is one round trip, this function (cart-add-repo.ts reads what it
    // answers). Everything an add did in four statements and two transaction round trips is
    // done here, in the same order, in the statement's own transaction: the key answered if
    // used; the dish checked unchanged since the server validated it (its row version, xmin:
    // any update of the row makes a new one), else answered as it is now and nothing written;
    // the cart opened and locked (two adds racing for its last free line count one after the
    // other: each statement below takes a fresh snapshot, so it sees what a racer committed
    // while this one waited for the lock); the key looked up again (a twin that held the lock
    // first has committed); the limits; the line; the cart's lines with their dishes, which the
    // key keeps as its answer. A key kept meanwhile by another call raises 'TS409': nothing of
    // this add stays, and the caller asks again. A refusal writes nothing: a new cart is never
    // refused (its quantity was checked first), and an old one's updated_at is only raised by
    // an add that happened. used_key is a key's use as cart_add answers it: PL/pgSQL, whose
    // plans are kept for the session (a SQL function's body was planned again in every add's
    // transaction, which doubled an add's time on PGlite), and volatile, the default, so each
    // call sees what was committed before it, as the second look needs.
    id: 14,
    sql: `
      create function used_key(p_uid text, p_tenant_id text, p_area_id text, p_key text) returns jsonb language plpgsql as $$
      begin
        return (select jsonb_build_object('outcome', 'used', 'call', k.call, 'bodyHash', k.body_hash, 'answer', k.answer, 'orderId', k.order_id)
                  from idempotency_keys k
                 where k.uid = p_uid and k.tenant_id = p_tenant_id and k.service_area_id = p_area_id and k.key = p_key);
      end
      $$;
      create function cart_add(
        p_uid text, p_tenant_id text, p_area_id text, p_venue_id text,
        p_item_id text, p_item_version text, p_variant_id text, p_selected jsonb, p_quantity integer,
        p_max_quantity integer, p_max_lines integer, p_service_charge_percent integer,
        p_new_cart_id text, p_new_line_id text, p_key text, p_call text, p_body_hash text
      ) returns jsonb language plpgsql as $$
      declare
        v_used jsonb;
        v_version text;
        v_item jsonb;
        v_cart text;
        v_new_cart boolean := false;
        v_count bigint;
        v_next bigint;
        v_same boolean;
        v_line text;
        v_answer jsonb;
      begin
        if p_key is not null then
          v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
          if v_used is not null then return v_used; end if;
        end if;

        select i.xmin::text, jsonb_build_object('name', i.name, 'available', i.available, 'variants', i.variants)
          into v_version, v_item from items i where i.venue_id = p_venue_id and i.id = p_item_id;
        if p_item_version is null or v_version is distinct from p_item_version then
          return jsonb_build_object('outcome', 'stale', 'version', v_version, 'item', v_item);
        end if;
        if p_quantity > p_max_quantity then return jsonb_build_object('outcome', 'quantity'); end if;

        select c.id into v_cart from carts c where c.uid = p_uid and c.service_area_id = p_area_id for update;
        if v_cart is null then
          insert into carts (id, uid, service_area_id) values (p_new_cart_id, p_uid, p_area_id)
            on conflict (uid, service_area_id) do update set updated_at = now() returning id into v_cart;
          v_new_cart := true;
        end if;

        if p_key is not null then
          v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
          if v_used is not null then return v_used; end if;
        end if;

        select count(*), coalesce(max(l.position), 0) + 1,
               coalesce(bool_or(l.item_id = p_item_id and l.variant_id = p_variant_id and l.selected_choices = p_selected), false)
          into v_count, v_next, v_same from cart_lines l where l.cart_id = v_cart;
        if not v_same and v_count >= p_max_lines then return jsonb_build_object('outcome', 'full'); end if;
        insert into cart_lines (id, cart_id, item_id, variant_id, selected_choices, quantity, position)
          values (p_new_line_id, v_cart, p_item_id, p_variant_id, p_selected, p_quantity, v_next)
          on conflict (cart_id, item_id, variant_id, selected_choices) do update set quantity = cart_lines.quantity + excluded.quantity
            where cart_lines.quantity + excluded.quantity <= p_max_quantity
          returning id into v_line;
        if v_line is null then return jsonb_build_object('outcome', 'quantity'); end if;
        if not v_new_cart then update carts set updated_at = now() where id = v_cart; end if;

        -- Each line's dish with only the line's own variant: all that pricing the line reads.
        select jsonb_build_object('outcome', 'added', 'cartId', v_cart, 'serviceChargePercent', p_service_charge_percent,
                 'lines', coalesce(jsonb_agg(jsonb_build_object(
                   'id', l.id, 'item_id', l.item_id, 'variant_id', l.variant_id, 'selected_choices', l.selected_choices,
                   'quantity', l.quantity, 'name', i.name, 'available', i.available,
                   'variants', (select coalesce(jsonb_agg(v.variant), '[]'::jsonb)
                                  from jsonb_array_elements(i.variants) as v(variant) where v.variant->>'id' = l.variant_id)
                 ) order by l.position), '[]'::jsonb))
          into v_answer
          from cart_lines l left join items i on i.id = l.item_id and i.venue_id = p_venue_id
         where l.cart_id = v_cart;

        if p_key is not null then
          insert into idempotency_keys (uid, tenant_id, service_area_id, key, call, body_hash, status, answer)
            values (p_uid, p_tenant_id, p_area_id, p_key, p_call, p_body_hash, 200, v_answer)
            on conflict do nothing;
          if not found then raise exception 'this idempotency key was kept meanwhile' using errcode = 'TS409'; end if;
        end if;
        return v_answer;
      end
      $$
    `,
  },
  {
    // Paying at the table (server/services/payment-service.ts): each venue's tip presets; the
    // receipts' numbers; and each payment with what the server computed (share, tip, total), the
    // lines it paid, its receipt as the payer reads it, and the card's brand and last four digits
    // only. A payment counts against its table's bill until the table is settled (settled).
    id: 15,
    sql: `
      alter table venues add column tip_percents jsonb not null default '[0, 5, 10]';
      create sequence receipt_numbers;
      create table payments (
        id text primary key,
        receipt_number text not null unique,
        tenant_id text not null references tenants(id),
        service_area_id text not null references service_areas(id),
        uid text not null,
        payer_name text,
        status text not null check (status in ('Succeeded', 'NeedsConfirmation', 'Refunded')),
        settled boolean not null default false,
        line_keys jsonb not null,
        share integer not null check (share > 0),
        tip integer not null check (tip >= 0),
        total integer not null,
        receipt jsonb not null,
        provider text not null,
        provider_ref text not null,
        created_at timestamptz not null default now()
      );
      create index payments_open on payments (service_area_id) where not settled
    `,
  },
  {
    // A payment that waited for the diner's confirmation and was declined or abandoned at the
    // bank's check: Failed, which no longer counts against the bill.
    id: 16,
    sql: `
      alter table payments drop constraint payments_status_check;
      alter table payments add constraint payments_status_check
        check (status in ('Succeeded', 'NeedsConfirmation', 'Refunded', 'Failed'))
    `,
  },
  {
    // Issue 34: cart_add (migration 14) looks its key up once on the common path, before the
    // dish and the cart, not a second time once it holds the cart's lock. A twin request that
    // kept the key while this one waited for the lock is still found, at the end: keeping the
    // key then conflicts, 'TS409' undoes the whole add and the caller asks again, the key
    // answered by the first look (a rare race now costs a round trip more, not every add a
    // statement). A refusal for a limit made after the lock looks the key up first, as the
    // second look did, so a twin's answer still beats a refusal its own add caused. The
    // second look was a tenth of the function's CPU on PGlite (tests/bench/cart-add-sql.ts).
    id: 17,
    sql: `
      create or replace function cart_add(
        p_uid text, p_tenant_id text, p_area_id text, p_venue_id text,
        p_item_id text, p_item_version text, p_variant_id text, p_selected jsonb, p_quantity integer,
        p_max_quantity integer, p_max_lines integer, p_service_charge_percent integer,
        p_new_cart_id text, p_new_line_id text, p_key text, p_call text, p_body_hash text
      ) returns jsonb language plpgsql as $$
      declare
        v_used jsonb;
        v_version text;
        v_item jsonb;
        v_cart text;
        v_new_cart boolean := false;
        v_count bigint;
        v_next bigint;
        v_same boolean;
        v_line text;
        v_answer jsonb;
      begin
        if p_key is not null then
          v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
          if v_used is not null then return v_used; end if;
        end if;

        select i.xmin::text, jsonb_build_object('name', i.name, 'available', i.available, 'variants', i.variants)
          into v_version, v_item from items i where i.venue_id = p_venue_id and i.id = p_item_id;
        if p_item_version is null or v_version is distinct from p_item_version then
          return jsonb_build_object('outcome', 'stale', 'version', v_version, 'item', v_item);
        end if;
        if p_quantity > p_max_quantity then return jsonb_build_object('outcome', 'quantity'); end if;

        select c.id into v_cart from carts c where c.uid = p_uid and c.service_area_id = p_area_id for update;
        if v_cart is null then
          insert into carts (id, uid, service_area_id) values (p_new_cart_id, p_uid, p_area_id)
            on conflict (uid, service_area_id) do update set updated_at = now() returning id into v_cart;
          v_new_cart := true;
        end if;

        select count(*), coalesce(max(l.position), 0) + 1,
               coalesce(bool_or(l.item_id = p_item_id and l.variant_id = p_variant_id and l.selected_choices = p_selected), false)
          into v_count, v_next, v_same from cart_lines l where l.cart_id = v_cart;
        if not v_same and v_count >= p_max_lines then
          if p_key is not null then
            v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
            if v_used is not null then return v_used; end if;
          end if;
          return jsonb_build_object('outcome', 'full');
        end if;
        insert into cart_lines (id, cart_id, item_id, variant_id, selected_choices, quantity, position)
          values (p_new_line_id, v_cart, p_item_id, p_variant_id, p_selected, p_quantity, v_next)
          on conflict (cart_id, item_id, variant_id, selected_choices) do update set quantity = cart_lines.quantity + excluded.quantity
            where cart_lines.quantity + excluded.quantity <= p_max_quantity
          returning id into v_line;
        if v_line is null then
          if p_key is not null then
            v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
            if v_used is not null then return v_used; end if;
          end if;
          return jsonb_build_object('outcome', 'quantity');
        end if;
        if not v_new_cart then update carts set updated_at = now() where id = v_cart; end if;

        -- Each line's dish with only the line's own variant: all that pricing the line reads.
        select jsonb_build_object('outcome', 'added', 'cartId', v_cart, 'serviceChargePercent', p_service_charge_percent,
                 'lines', coalesce(jsonb_agg(jsonb_build_object(
                   'id', l.id, 'item_id', l.item_id, 'variant_id', l.variant_id, 'selected_choices', l.selected_choices,
                   'quantity', l.quantity, 'name', i.name, 'available', i.available,
                   'variants', (select coalesce(jsonb_agg(v.variant), '[]'::jsonb)
                                  from jsonb_array_elements(i.variants) as v(variant) where v.variant->>'id' = l.variant_id)
                 ) order by l.position), '[]'::jsonb))
          into v_answer
          from cart_lines l left join items i on i.id = l.item_id and i.venue_id = p_venue_id
         where l.cart_id = v_cart;

        if p_key is not null then
          insert into idempotency_keys (uid, tenant_id, service_area_id, key, call, body_hash, status, answer)
            values (p_uid, p_tenant_id, p_area_id, p_key, p_call, p_body_hash, 200, v_answer)
            on conflict do nothing;
          if not found then raise exception 'this idempotency key was kept meanwhile' using errcode = 'TS409'; end if;
        end if;
        return v_answer;
      end
      $$
    `,
  },
  {
    // Issue 34: a cart add answers (and keeps with its key) each line with its dish's version,
    // not the dish: building the dishes' jsonb was a quarter to two fifths of cart_add's CPU.
    // The dish of each version is kept in item_versions, written whenever an item is, so a
    // repeated key's answer is rebuilt with the dishes as they were, whatever they became
    // since. A version is the item row's xmin, as cart_add compares it; two writes of one item
    // in one transaction share it, the second's content kept. replaced_at: when a newer
    // version was written; a version replaced before the oldest kept key can no longer be asked
    // for, and is pruned with the keys.
    id: 18,
    sql: `
      create table item_versions (
        item_id text not null,
        version text not null,
        venue_id text not null,
        name text not null,
        available boolean not null,
        variants jsonb not null,
        replaced_at timestamptz,
        primary key (item_id, version)
      );
      create index item_versions_replaced on item_versions (replaced_at) where replaced_at is not null;
      create function keep_item_version() returns trigger language plpgsql as $$
      declare
        v_version text;
      begin
        select i.xmin::text into v_version from items i where i.id = new.id;
        insert into item_versions (item_id, version, venue_id, name, available, variants)
          values (new.id, v_version, new.venue_id, new.name, new.available, new.variants)
          on conflict (item_id, version) do update
            set venue_id = excluded.venue_id, name = excluded.name, available = excluded.available, variants = excluded.variants;
        update item_versions set replaced_at = now() where item_id = new.id and version <> v_version and replaced_at is null;
        return null;
      end
      $$;
      create trigger items_keep_version after insert or update on items for each row execute function keep_item_version();
      insert into item_versions (item_id, version, venue_id, name, available, variants)
        select id, xmin::text, venue_id, name, available, variants from items;
      create or replace function cart_add(
        p_uid text, p_tenant_id text, p_area_id text, p_venue_id text,
        p_item_id text, p_item_version text, p_variant_id text, p_selected jsonb, p_quantity integer,
        p_max_quantity integer, p_max_lines integer, p_service_charge_percent integer,
        p_new_cart_id text, p_new_line_id text, p_key text, p_call text, p_body_hash text
      ) returns jsonb language plpgsql as $$
      declare
        v_used jsonb;
        v_version text;
        v_item jsonb;
        v_cart text;
        v_new_cart boolean := false;
        v_count bigint;
        v_next bigint;
        v_same boolean;
        v_line text;
        v_answer jsonb;
      begin
        if p_key is not null then
          v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
          if v_used is not null then return v_used; end if;
        end if;

        select i.xmin::text, jsonb_build_object('name', i.name, 'available', i.available, 'variants', i.variants)
          into v_version, v_item from items i where i.venue_id = p_venue_id and i.id = p_item_id;
        if p_item_version is null or v_version is distinct from p_item_version then
          return jsonb_build_object('outcome', 'stale', 'version', v_version, 'item', v_item);
        end if;
        if p_quantity > p_max_quantity then return jsonb_build_object('outcome', 'quantity'); end if;

        select c.id into v_cart from carts c where c.uid = p_uid and c.service_area_id = p_area_id for update;
        if v_cart is null then
          insert into carts (id, uid, service_area_id) values (p_new_cart_id, p_uid, p_area_id)
            on conflict (uid, service_area_id) do update set updated_at = now() returning id into v_cart;
          v_new_cart := true;
        end if;

        select count(*), coalesce(max(l.position), 0) + 1,
               coalesce(bool_or(l.item_id = p_item_id and l.variant_id = p_variant_id and l.selected_choices = p_selected), false)
          into v_count, v_next, v_same from cart_lines l where l.cart_id = v_cart;
        if not v_same and v_count >= p_max_lines then
          if p_key is not null then
            v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
            if v_used is not null then return v_used; end if;
          end if;
          return jsonb_build_object('outcome', 'full');
        end if;
        insert into cart_lines (id, cart_id, item_id, variant_id, selected_choices, quantity, position)
          values (p_new_line_id, v_cart, p_item_id, p_variant_id, p_selected, p_quantity, v_next)
          on conflict (cart_id, item_id, variant_id, selected_choices) do update set quantity = cart_lines.quantity + excluded.quantity
            where cart_lines.quantity + excluded.quantity <= p_max_quantity
          returning id into v_line;
        if v_line is null then
          if p_key is not null then
            v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
            if v_used is not null then return v_used; end if;
          end if;
          return jsonb_build_object('outcome', 'quantity');
        end if;
        if not v_new_cart then update carts set updated_at = now() where id = v_cart; end if;

        -- Each line with its dish's version, not the dish: the server has the dish of a version
        -- (item_versions), nearly always kept from an earlier add.
        select jsonb_build_object('outcome', 'added', 'cartId', v_cart, 'serviceChargePercent', p_service_charge_percent,
                 'lines', coalesce(jsonb_agg(jsonb_build_object(
                   'id', l.id, 'item_id', l.item_id, 'variant_id', l.variant_id, 'selected_choices', l.selected_choices,
                   'quantity', l.quantity, 'version', i.xmin::text
                 ) order by l.position), '[]'::jsonb))
          into v_answer
          from cart_lines l left join items i on i.id = l.item_id and i.venue_id = p_venue_id
         where l.cart_id = v_cart;

        if p_key is not null then
          insert into idempotency_keys (uid, tenant_id, service_area_id, key, call, body_hash, status, answer)
            values (p_uid, p_tenant_id, p_area_id, p_key, p_call, p_body_hash, 200, v_answer)
            on conflict do nothing;
          if not found then raise exception 'this idempotency key was kept meanwhile' using errcode = 'TS409'; end if;
        end if;
        return v_answer;
      end
      $$
    `,
  },
  {
    // Issue 49: a payment is a state machine, never a card charge inside a transaction. It is
    // recorded Pending with its attempt and committed before the provider is asked; its outcome
    // is recorded in a second transaction. Declined: an attempt the card refused (never listed,
    // and a retry with the diner's key is the next attempt, with a provider key of its own).
    // Refunding: a refund recorded and not yet confirmed by the provider (a late success after
    // its share was no longer owed, or staff's), which the server's reconcile finishes. The
    // provider's reference is known only once it answered. What a retry is recognised by
    // (body_hash) and what reconcile charges again (payment_method, a PaymentMethod id, never a
    // card number) are kept with it. refund_reason: 'late' for a success that came after its
    // share was settled or paid by others, refunded by the server; 'staff' for staff's.
    id: 19,
    sql: `
      alter table payments drop constraint payments_status_check;
      alter table payments add constraint payments_status_check
        check (status in ('Pending', 'Succeeded', 'NeedsConfirmation', 'Refunding', 'Refunded', 'Failed', 'Declined'));
      alter table payments alter column provider_ref drop not null;
      alter table payments add column attempt integer not null default 1;
      alter table payments add column body_hash text;
      alter table payments add column payment_method text;
      alter table payments add column refund_reason text check (refund_reason in ('late', 'staff'));
      create index payments_unfinished on payments (created_at) where status in ('Pending', 'Refunding')
    `,
  },
  {
    // A table's visit: it begins with its first diner and ends when the table is settled. At
    // most one is open per table (the partial unique index: two first diners racing begin one).
    // visit_diners: the visit each diner belongs to at a table (the one they joined last), which
    // every read of theirs is scoped to. Orders, payments and staff requests carry their visit.
    // What was open when this ran (orders not in an end state, payments not settled, requests not
    // closed, members of the table cart) makes up each table's open visit; what had ended before
    // belongs to none, and no diner reads it any more.
    id: 20,
    sql: `
      create table visits (
        id text primary key,
        service_area_id text not null references service_areas(id),
        started_at timestamptz not null default now(),
        ended_at timestamptz
      );
      create unique index visits_one_open on visits (service_area_id) where ended_at is null;
      create table visit_diners (
        service_area_id text not null references service_areas(id),
        uid text not null,
        visit_id text not null references visits(id),
        primary key (service_area_id, uid)
      );
      alter table orders add column visit_id text references visits(id);
      alter table payments add column visit_id text references visits(id);
      alter table staff_requests add column visit_id text references visits(id);
      create index orders_visit on orders (visit_id, created_at);
      create index payments_visit on payments (visit_id, created_at);
      create index staff_requests_visit on staff_requests (visit_id, created_at);
      insert into visits (id, service_area_id)
        select gen_random_uuid()::text, a.id from service_areas a
         where exists (select 1 from orders o join order_states s on s.id = o.state_id where o.service_area_id = a.id and not s.is_end)
            or exists (select 1 from payments p where p.service_area_id = a.id and not p.settled)
            or exists (select 1 from staff_requests r where r.service_area_id = a.id and r.status <> 'closed')
            or exists (select 1 from table_cart_members m where m.service_area_id = a.id);
      update orders o set visit_id = v.id from visits v, order_states s
        where v.service_area_id = o.service_area_id and s.id = o.state_id and not s.is_end;
      update payments p set visit_id = v.id from visits v where v.service_area_id = p.service_area_id and not p.settled;
      update staff_requests r set visit_id = v.id from visits v where v.service_area_id = r.service_area_id and r.status <> 'closed';
      insert into visit_diners (service_area_id, uid, visit_id)
        select m.service_area_id, m.uid, v.id from table_cart_members m join visits v on v.service_area_id = m.service_area_id
        on conflict do nothing;
      insert into visit_diners (service_area_id, uid, visit_id)
        select distinct o.service_area_id, o.uid, o.visit_id from orders o where o.visit_id is not null
        on conflict do nothing
    `,
  },
  {
    // Issue 50: a diner's note on each cart line (own, table's) and on an order, trimmed, ''
    // for none. The same dish with the same picks makes one line only when the notes match too:
    // the unique index of migration 4 takes the note, and cart_add (migration 18) compares and
    // keeps it, answering each line with its note. An order's lines carry their notes in its
    // lines (jsonb), as every other field of a line.
    id: 21,
    sql: `
      alter table cart_lines add column note text not null default '';
      alter table table_cart_lines add column note text not null default '';
      alter table orders add column note text not null default '';
      drop index cart_lines_same_dish;
      create unique index cart_lines_same_dish on cart_lines (cart_id, item_id, variant_id, selected_choices, note);
      drop function cart_add(text, text, text, text, text, text, text, jsonb, integer, integer, integer, integer, text, text, text, text, text);
      create function cart_add(
        p_uid text, p_tenant_id text, p_area_id text, p_venue_id text,
        p_item_id text, p_item_version text, p_variant_id text, p_selected jsonb, p_quantity integer,
        p_max_quantity integer, p_max_lines integer, p_service_charge_percent integer,
        p_new_cart_id text, p_new_line_id text, p_key text, p_call text, p_body_hash text, p_note text
      ) returns jsonb language plpgsql as $$
      declare
        v_used jsonb;
        v_version text;
        v_item jsonb;
        v_cart text;
        v_new_cart boolean := false;
        v_count bigint;
        v_next bigint;
        v_same boolean;
        v_line text;
        v_answer jsonb;
      begin
        if p_key is not null then
          v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
          if v_used is not null then return v_used; end if;
        end if;

        select i.xmin::text, jsonb_build_object('name', i.name, 'available', i.available, 'variants', i.variants)
          into v_version, v_item from items i where i.venue_id = p_venue_id and i.id = p_item_id;
        if p_item_version is null or v_version is distinct from p_item_version then
          return jsonb_build_object('outcome', 'stale', 'version', v_version, 'item', v_item);
        end if;
        if p_quantity > p_max_quantity then return jsonb_build_object('outcome', 'quantity'); end if;

        select c.id into v_cart from carts c where c.uid = p_uid and c.service_area_id = p_area_id for update;
        if v_cart is null then
          insert into carts (id, uid, service_area_id) values (p_new_cart_id, p_uid, p_area_id)
            on conflict (uid, service_area_id) do update set updated_at = now() returning id into v_cart;
          v_new_cart := true;
        end if;

        select count(*), coalesce(max(l.position), 0) + 1,
               coalesce(bool_or(l.item_id = p_item_id and l.variant_id = p_variant_id and l.selected_choices = p_selected and l.note = p_note), false)
          into v_count, v_next, v_same from cart_lines l where l.cart_id = v_cart;
        if not v_same and v_count >= p_max_lines then
          if p_key is not null then
            v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
            if v_used is not null then return v_used; end if;
          end if;
          return jsonb_build_object('outcome', 'full');
        end if;
        insert into cart_lines (id, cart_id, item_id, variant_id, selected_choices, note, quantity, position)
          values (p_new_line_id, v_cart, p_item_id, p_variant_id, p_selected, p_note, p_quantity, v_next)
          on conflict (cart_id, item_id, variant_id, selected_choices, note) do update set quantity = cart_lines.quantity + excluded.quantity
            where cart_lines.quantity + excluded.quantity <= p_max_quantity
          returning id into v_line;
        if v_line is null then
          if p_key is not null then
            v_used := used_key(p_uid, p_tenant_id, p_area_id, p_key);
            if v_used is not null then return v_used; end if;
          end if;
          return jsonb_build_object('outcome', 'quantity');
        end if;
        if not v_new_cart then update carts set updated_at = now() where id = v_cart; end if;

        -- Each line with its dish's version, not the dish: the server has the dish of a version
        -- (item_versions), nearly always kept from an earlier add.
        select jsonb_build_object('outcome', 'added', 'cartId', v_cart, 'serviceChargePercent', p_service_charge_percent,
                 'lines', coalesce(jsonb_agg(jsonb_build_object(
                   'id', l.id, 'item_id', l.item_id, 'variant_id', l.variant_id, 'selected_choices', l.selected_choices, 'note', l.note,
                   'quantity', l.quantity, 'version', i.xmin::text
                 ) order by l.position), '[]'::jsonb))
          into v_answer
          from cart_lines l left join items i on i.id = l.item_id and i.venue_id = p_venue_id
         where l.cart_id = v_cart;

        if p_key is not null then
          insert into idempotency_keys (uid, tenant_id, service_area_id, key, call, body_hash, status, answer)
            values (p_uid, p_tenant_id, p_area_id, p_key, p_call, p_body_hash, 200, v_answer)
            on conflict do nothing;
          if not found then raise exception 'this idempotency key was kept meanwhile' using errcode = 'TS409'; end if;
        end if;
        return v_answer;
      end
      $$
    `,
  },
  {
    // The receipt by e-mail (schema/receipt-mail.ts): each sending of a payment's receipt, for its
    // hourly limit, with the hash of the token its link carries (never the token, never the address).
    id: 22,
    sql: `
      create table receipt_mailings (
        id text primary key,
        payment_id text not null references payments(id),
        token_hash text not null unique,
        language text not null check (language in ('en', 'si', 'ta')),
        sent_at timestamptz not null
      );
      create index receipt_mailings_payment on receipt_mailings (payment_id, sent_at);
    `,
  },
  {
    // Feedback after paying (issue 50): the venue's review link, and one feedback per payment,
    // the primary key being the once-per-payment rule (a second insert finds it taken).
    id: 23,
    sql: `
      alter table venues add column review_url text check (review_url ~ '^https://');
      create table payment_feedback (
        payment_id text primary key references payments(id),
        venue_id text not null references venues(id),
        uid text not null,
        rating text not null check (rating in ('up', 'down')),
        reasons jsonb not null,
        comment text not null default '',
        created_at timestamptz not null default now()
      );
      create index payment_feedback_venue on payment_feedback (venue_id, created_at)
    `,
  },
  {
    // The venue's staff screen (issue 51): the e-mails of a venue's staff (lowercased, as an
    // account's e-mail is compared with them), every staff action with who took it (a staff
    // e-mail, or "operator" for the operator key), and after how long an order is late.
    id: 24,
    sql: `
      alter table venues add column late_after_minutes integer not null default 15 check (late_after_minutes between 1 and 240);
      create table venue_staff (
        venue_id text not null references venues(id),
        email text not null check (email = lower(email)),
        added_at timestamptz not null default now(),
        primary key (venue_id, email)
      );
      create index venue_staff_email on venue_staff (email);
      create table staff_actions (
        id text primary key,
        venue_id text not null references venues(id),
        actor text not null,
        action text not null check (action in ('advance', 'acknowledge', 'availability', 'price', 'settle', 'refund')),
        target text not null,
        detail text not null default '',
        at timestamptz not null default now()
      );
      create index staff_actions_venue on staff_actions (venue_id, at desc)
    `,
  },
]

/**
 * Applies the migrations not yet applied, then `andThen` (the seed), all under one advisory
 * lock: instances starting together on one PostgreSQL take turns, and the second finds the
 * first's work done instead of racing it to create the same tables and rows. `upTo` stops after
 * that migration: a test of a migration fills the database as it stood before it.
 */
export const migrate = (
  db: Db,
  andThen: () => Promise<void> = async () => undefined,
  { upTo = Number.POSITIVE_INFINITY }: { readonly upTo?: number } = {},
): Promise<number> =>
  db.exclusively(SETUP_LOCK, async () => {
    const count = await applyMigrations(db, upTo)
    await andThen()
    return count
  })

const applyMigrations = async (db: Db, upTo: number): Promise<number> => {
  await db.query("create table if not exists schema_migrations (id integer primary key, applied_at timestamptz not null default now())")
  const applied = new Set((await db.query<{ id: number }>("select id from schema_migrations")).map((row) => row.id))
  let count = 0
  for (const migration of migrations) {
    if (applied.has(migration.id) || migration.id > upTo) continue
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query("insert into schema_migrations (id) values ($1)", [migration.id])
    })
    count += 1
  }
  return count
}

/**
 * Both drivers run one statement per parameterised query: a migration is split at each ';',
 * except inside a function's $$-quoted body, which is one statement with its own ';'. The
 * migrations hold no ';' or '$$' in strings or comments outside a body.
 */
const splitStatements = (sql: string): string[] => {
  const statements: string[] = []
  let current = ""
  sql.split("$$").forEach((part, index) => {
    // Odd parts are bodies: kept whole, quotes and all.
    if (index % 2 === 1) {
      current += `$$${part}$$`
      return
    }
    const [head = "", ...tail] = part.split(";")
    current += head
    for (const next of tail) {
      statements.push(current)
      current = next
    }
  })
  statements.push(current)
  return statements.map((statement) => statement.replace(/--.*$/gm, "").trim()).filter((statement) => statement.length > 0)
}
