var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/production-env.ts
process.env.NODE_ENV ??= "production";

// src/main.ts
import { join as join10 } from "path";

// src/app.ts
import { resolve as resolve4 } from "path";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";

// src/areas/auth/routes.ts
import { passwordStrength } from "@gartenwerk/domain";
import { pickLanguage } from "@gartenwerk/i18n";
import { Type as Type6 } from "@sinclair/typebox";

// src/core/errors.ts
var AppError = class extends Error {
  constructor(code, statusCode, message) {
    super(message ?? String(code));
    this.code = code;
    this.statusCode = statusCode;
    this.name = "AppError";
  }
  code;
  statusCode;
  toBody() {
    return { statusCode: this.statusCode, code: this.code, message: this.message };
  }
};
var NO_PERMISSION_MESSAGE = "no permission";
var noPermission = () => new AppError("C100", 403, NO_PERMISSION_MESSAGE);
var notFound = (message = "Not Found") => new AppError("NOT_FOUND", 404, message);
function isFastifyError(error) {
  return error instanceof Error && "code" in error;
}
function clientErrorStatus(error) {
  const status = error instanceof Error ? error.statusCode : void 0;
  return typeof status === "number" && status >= 400 && status < 500 ? status : void 0;
}
function toErrorBody(error) {
  if (error instanceof AppError) return error.toBody();
  if (isFastifyError(error) && error.validation) {
    return { statusCode: 400, code: "VALIDATION", message: error.message };
  }
  const status = clientErrorStatus(error);
  if (status === 400) return { statusCode: 400, code: "VALIDATION", message: error.message };
  if (status === 403) return noPermission().toBody();
  if (status === 404) return notFound().toBody();
  if (status !== void 0) {
    const code = isFastifyError(error) ? error.code : `HTTP_${status}`;
    return { statusCode: status, code, message: error.message };
  }
  return { statusCode: 500, code: "INTERNAL", message: "Internal Server Error" };
}
function registerErrorHandler(app) {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, message: body.message }, "request refused");
    return reply.status(body.statusCode).type("application/json; charset=utf-8").send(body);
  });
}

// src/core/guard.ts
import { GUEST_HANDLE, hasAnyRole, isAuthenticated } from "@gartenwerk/domain";
var GUEST_USER = Object.freeze({
  _id: "guest",
  handle: GUEST_HANDLE,
  roles: ["guest"]
});
function requireRole(...roles) {
  return async function guard(request, _reply) {
    if (!hasAnyRole(request.user, roles)) throw noPermission();
  };
}
async function requireAuthenticated(request, _reply) {
  if (!isAuthenticated(request.user)) throw noPermission();
}

// src/core/schemas.ts
import { Type } from "@sinclair/typebox";
var ListSchema = (item) => Type.Object({ items: Type.Array(item), total: Type.Integer({ minimum: 0 }) });
var IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1 }) });
var PagingQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1e3 })),
  skip: Type.Optional(Type.Integer({ minimum: 0 }))
});

// src/areas/config/service.ts
import { ADMIN_CENTER_URL, HOME_COUNTRY, ROLES, SHOP_URL_DEFAULTS } from "@gartenwerk/domain";
import { eq } from "drizzle-orm";

// src/areas/shop-country/service.ts
import { COUNTRY_ORDER_FIRST } from "@gartenwerk/domain";
var SHOP_COUNTRY_CODES = [
  "de",
  "at",
  "be",
  "bg",
  "ch",
  "cy",
  "cz",
  "dk",
  "ee",
  "es",
  "fi",
  "fr",
  "gb",
  "gr",
  "hr",
  "hu",
  "ie",
  "it",
  "li",
  "lt",
  "lu",
  "lv",
  "mt",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "se",
  "si",
  "sk"
];
var germanNames = new Intl.DisplayNames(["de"], { type: "region" });
var englishNames = new Intl.DisplayNames(["en"], { type: "region" });
function flagOf(code) {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 127397 + letter.charCodeAt(0)));
}
function listCountries() {
  const first = COUNTRY_ORDER_FIRST;
  const all = SHOP_COUNTRY_CODES.map((code) => ({
    _id: code,
    code,
    name: germanNames.of(code.toUpperCase()) ?? code,
    name_en: englishNames.of(code.toUpperCase()) ?? code,
    flag: flagOf(code)
  }));
  const rank = (code) => first.includes(code) ? first.indexOf(code) : first.length;
  return all.sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, "de"));
}

// src/areas/config/shop-settings.ts
var KNOWN_COUNTRIES = new Set(SHOP_COUNTRY_CODES);
var BASE = "body/components/shop";
function invalid(field, problem) {
  throw new AppError("VALIDATION", 400, `${BASE}/${field} ${problem}`);
}
function checkCountry(field, code) {
  if (code !== void 0 && !KNOWN_COUNTRIES.has(code)) {
    invalid(field, `names an unknown country: ${code} (GET /api/v0/shop_countries/ lists the known ones)`);
  }
}
function checkCountryKeys(field, record) {
  for (const code of Object.keys(record ?? {})) checkCountry(`${field}/${code}`, code);
}
function zipOrder(start, end) {
  const [a, b] = [String(start).trim(), String(end).trim()];
  if (a === "" || b === "") return Number.NaN;
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b);
}
function checkZipRanges(field, zips) {
  (zips ?? []).forEach((zip, index9) => {
    const order = zipOrder(zip.start, zip.end);
    if (Number.isNaN(order)) invalid(`${field}/${index9}`, "must have a start and an end zip");
    if (order > 0) invalid(`${field}/${index9}`, `starts after it ends (${zip.start} > ${zip.end})`);
  });
}
function checkUnique(field, groups) {
  for (const key of ["uuid", "name", "code"]) {
    const seen = /* @__PURE__ */ new Set();
    groups.forEach((group, index9) => {
      const value = group[key]?.trim().toLowerCase();
      if (!value) return;
      if (seen.has(value)) invalid(`${field}/${index9}/${key}`, `must be unique: ${group[key]} is used twice`);
      seen.add(value);
    });
  }
}
function checkVatGroups(shop) {
  const groups = shop.vat_groups ?? [];
  checkUnique("vat_groups", groups);
  groups.forEach((group, index9) => {
    if (Object.keys(group.rates).length === 0)
      invalid(`vat_groups/${index9}/rates`, "must name at least one country");
    checkCountryKeys(`vat_groups/${index9}/rates`, group.rates);
  });
  const shippingVat = shop.shipping_vat_group;
  if (shippingVat && !groups.some((group) => group.uuid === shippingVat)) {
    invalid("shipping_vat_group", `names an unknown VAT group: ${shippingVat}`);
  }
}
function checkDiscountGroups(shop) {
  const groups = shop.discount_groups ?? [];
  checkUnique("discount_groups", groups);
  groups.forEach((group, index9) => {
    const field = `discount_groups/${index9}`;
    if (group.items.length === 0) invalid(`${field}/items`, "must have at least one tier");
    const froms = /* @__PURE__ */ new Set();
    group.items.forEach((tier, tierIndex) => {
      if (froms.has(tier.from))
        invalid(`${field}/items/${tierIndex}/from`, `is used by two tiers: ${tier.from}`);
      froms.add(tier.from);
      if (group.type === "percent" && tier.discount > 100) {
        invalid(`${field}/items/${tierIndex}/discount`, "must be at most 100 percent");
      }
    });
  });
}
function checkShippingGroups(shop) {
  const groups = shop.shipping_groups ?? [];
  checkUnique("shipping_groups", groups);
  groups.forEach((group, index9) => {
    const field = `shipping_groups/${index9}`;
    if (group.unit.length === 0) invalid(`${field}/unit`, "must have at least one step");
    const maxima = /* @__PURE__ */ new Set();
    group.unit.forEach((step, stepIndex) => {
      const stepField = `${field}/unit/${stepIndex}`;
      if (step.max <= 0) invalid(`${stepField}/max`, "must be greater than 0");
      if (group.type === "count" && !Number.isInteger(step.max)) {
        invalid(`${stepField}/max`, "must be a whole number of items for a group by count");
      }
      if (maxima.has(step.max)) invalid(`${stepField}/max`, `is used by two steps: ${step.max}`);
      maxima.add(step.max);
      checkCountryKeys(`${stepField}/costs`, step.costs);
      for (const [code, costs] of Object.entries(step.costs)) {
        if (costs !== null && costs < 0) invalid(`${stepField}/costs/${code}`, "must not be negative");
      }
      (step.zips ?? []).forEach(
        (zip, zipIndex) => checkCountry(`${stepField}/zips/${zipIndex}/country`, zip.country)
      );
      checkZipRanges(`${stepField}/zips`, step.zips);
    });
    checkCountryKeys(`${field}/shipping_free_amount_treshhold`, group.shipping_free_amount_treshhold);
  });
}
function checkShippingCountries(shop) {
  const countries = shop.shipping_countries ?? [];
  checkUnique("shipping_countries", countries);
  countries.forEach((country, index9) => {
    checkCountry(`shipping_countries/${index9}/code`, country.code);
    checkZipRanges(`shipping_countries/${index9}/zips`, country.zips);
  });
}
function checkPaymentSources(shop) {
  for (const [name, source] of Object.entries(shop.paymentsources)) {
    const { min, max } = source;
    for (const [key, value] of [
      ["min", min],
      ["max", max]
    ]) {
      if (value !== null && value !== void 0 && value < 0)
        invalid(`paymentsources/${name}/${key}`, "must not be negative");
    }
    if (min && max && min > max)
      invalid(`paymentsources/${name}`, `min (${min}) must not exceed max (${max})`);
  }
}
function checkShopSettings(shop) {
  checkCountry("home_country", shop.home_country);
  const threshold = shop.shipping_free_amount_treshhold;
  if (threshold !== null && threshold < 0) invalid("shipping_free_amount_treshhold", "must not be negative");
  checkVatGroups(shop);
  checkDiscountGroups(shop);
  checkShippingGroups(shop);
  checkShippingCountries(shop);
  checkPaymentSources(shop);
  if (shop.additional_conditions?.enabled && !shop.additional_conditions.text.trim()) {
    invalid("additional_conditions/text", "must not be empty while the additional conditions are enabled");
  }
}

// src/areas/config/table.ts
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
var siteConfig = pgTable("site_config", {
  id: text("id").primaryKey(),
  data: jsonb("data").$type().notNull(),
  updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow()
});

// src/areas/config/service.ts
var CONFIG_ID = "config";
var ASSIGNABLE_ROLES = ROLES.filter((role) => role !== "internal");
function defaultConfig() {
  return {
    _id: CONFIG_ID,
    meta: {
      og_image: null,
      routes: [
        {
          route: "/",
          meta: {
            title: "Gartenwerk \u2013 Baumschule",
            description: "Heckenpflanzen, Obstb\xE4ume und Gartenbedarf aus der Baumschule."
          }
        }
      ]
    },
    system: { maintenance: { enabled: false, image: null }, quantity_units: ["Stk.", "lfm", "m\xB2", "kg"] },
    mail: { mailboxes: [], DEFAULT_SYSTEM_MAILBOX: null },
    components: {
      shop: {
        urls: { ...SHOP_URL_DEFAULTS },
        home_country: HOME_COUNTRY,
        vat_type: "inclusive",
        show_sold_out: false,
        fixed_price: false,
        shipping_free_amount_treshhold: null,
        paymentsources: {
          prepayment: { enabled: true, min: null, max: null },
          invoice: { enabled: true, min: null, max: null },
          cash_on_pickup: { enabled: true, min: null, max: null }
        },
        stripe: { live_mode: false },
        vat_groups: [],
        discount_groups: [],
        shipping_groups: [],
        shipping_countries: [],
        shipping_vat_group: null,
        pickup: { enabled: true, location: "" },
        additional_conditions: { enabled: false, text: "" }
      },
      auth: { availableRoles: [...ASSIGNABLE_ROLES], allow_sms_reset: false },
      map: { apikey: "" },
      social: { fb: {} },
      images: { force_disable_cache: false },
      message: { fields: [] },
      admincenter: { url: ADMIN_CENTER_URL }
    },
    enabled_components: ["shop", "newsletter", "message"]
  };
}
var cache = /* @__PURE__ */ new WeakMap();
function forgetCachedConfig(db) {
  cache.delete(db);
}
async function ensureConfig(db) {
  const { _id, ...sections } = defaultConfig();
  await db.insert(siteConfig).values({ id: _id, data: sections }).onConflictDoNothing();
  cache.delete(db);
}
async function getConfig(db) {
  const cached = cache.get(db);
  if (cached) return cached;
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, CONFIG_ID)).limit(1);
  const config = { ...defaultConfig(), ...row?.data ?? {}, _id: CONFIG_ID };
  cache.set(db, config);
  return config;
}
async function updateConfig(db, update) {
  const { _id: _ignored, ...sections } = update;
  if (sections.components) checkShopSettings(sections.components.shop);
  const { _id, ...current } = await getConfig(db);
  const data = { ...current, ...sections };
  await db.insert(siteConfig).values({ id: _id, data, updated: /* @__PURE__ */ new Date() }).onConflictDoUpdate({ target: siteConfig.id, set: { data, updated: /* @__PURE__ */ new Date() } });
  cache.delete(db);
  return getConfig(db);
}

// src/areas/shop-cart/routes.ts
import { randomBytes as randomBytes2 } from "crypto";
import { isAuthenticated as isAuthenticated2 } from "@gartenwerk/domain";

// src/areas/shop-cart/schemas.ts
import { CART_MAX_AMOUNT } from "@gartenwerk/domain";
import { Type as Type4 } from "@sinclair/typebox";

// src/core/shop-schemas.ts
import { Type as Type2 } from "@sinclair/typebox";
var NullableNumber = () => Type2.Unsafe({ type: ["number", "null"] });
var NullableString = () => Type2.Unsafe({ type: ["string", "null"] });
var Id = () => Type2.String({ minLength: 1, maxLength: 64 });
var IdList = () => Type2.Array(Id(), { maxItems: 500 });
var Tags = () => Type2.Array(Type2.String({ minLength: 1, maxLength: 200 }), { maxItems: 200 });
var SpecialOfferSchema = Type2.Object(
  {
    start: Type2.Optional(NullableString()),
    end: Type2.Optional(NullableString()),
    discount_groups: Type2.Array(Id())
  },
  { additionalProperties: false }
);
var OkSchema = Type2.Object({ ok: Type2.Literal(true) });

// src/areas/shop-product/schemas.ts
import { Type as Type3 } from "@sinclair/typebox";
var PRODUCT_TYPES = ["product", "voucher", "set"];
var VariantSchema = Type3.Object(
  { key: Type3.String({ minLength: 1, maxLength: 200 }), value: Type3.String({ maxLength: 2e3 }) },
  { additionalProperties: false }
);
var SlotSchema = Type3.Object({ product: Id() }, { additionalProperties: false });
var ShippingDataSchema = Type3.Object(
  { weight: Type3.Optional(Type3.Number({ minimum: 0 })) },
  { additionalProperties: false }
);
var ProductSchema = Type3.Object({
  _id: Type3.String(),
  title: Type3.String(),
  name_de: Type3.String(),
  description: Type3.String(),
  /** Euros with two decimals; null when the price is on request. */
  price: NullableNumber(),
  available: Type3.Boolean(),
  offline: Type3.Boolean(),
  order: Type3.Integer(),
  tags: Type3.Array(Type3.String()),
  type: Type3.String(),
  parent: NullableString(),
  children: Type3.Array(Type3.String()),
  product_groups: Type3.Array(Type3.String()),
  variants: Type3.Array(Type3.Object({ key: Type3.String(), value: Type3.String() })),
  /** File ids of the file library. */
  media: Type3.Array(Type3.String()),
  downloads: Type3.Array(Type3.String()),
  colors: Type3.Array(Type3.String()),
  slots: Type3.Array(Type3.Object({ product: Type3.String() })),
  shipping_groups: Type3.Array(Type3.String()),
  vat_groups: Type3.Array(Type3.String()),
  discount_groups: Type3.Array(Type3.String()),
  special_offers: Type3.Array(
    Type3.Object({
      start: Type3.Optional(NullableString()),
      end: Type3.Optional(NullableString()),
      discount_groups: Type3.Array(Type3.String())
    })
  ),
  shipping_data: Type3.Object({ weight: Type3.Optional(Type3.Number()) }),
  expected_days_until_shipping: NullableNumber(),
  sale: Type3.Boolean(),
  new: Type3.Boolean(),
  created: Type3.String({ format: "date-time" })
});
var ProductFields = {
  title: Type3.String({ minLength: 1, maxLength: 500 }),
  name_de: Type3.String({ maxLength: 500 }),
  description: Type3.String({ maxLength: 1e5 }),
  price: Type3.Unsafe({ type: ["number", "null"], minimum: 0, maximum: 1e7 }),
  available: Type3.Boolean(),
  offline: Type3.Boolean(),
  order: Type3.Integer(),
  tags: Tags(),
  type: Type3.Union(PRODUCT_TYPES.map((type) => Type3.Literal(type))),
  parent: Type3.Unsafe({ type: ["string", "null"], minLength: 1 }),
  children: IdList(),
  product_groups: IdList(),
  variants: Type3.Array(VariantSchema, { maxItems: 200 }),
  media: IdList(),
  downloads: IdList(),
  colors: IdList(),
  slots: Type3.Array(SlotSchema, { maxItems: 200 }),
  shipping_groups: IdList(),
  vat_groups: IdList(),
  discount_groups: IdList(),
  special_offers: Type3.Array(SpecialOfferSchema, { maxItems: 100 }),
  shipping_data: ShippingDataSchema,
  expected_days_until_shipping: Type3.Unsafe({ type: ["integer", "null"], minimum: 0 }),
  sale: Type3.Boolean(),
  new: Type3.Boolean()
};
var ProductCreateSchema = Type3.Composite(
  [Type3.Object({ title: ProductFields.title }), Type3.Partial(Type3.Object(ProductFields))],
  { additionalProperties: false }
);
var ProductUpdateSchema = Type3.Composite(
  [Type3.Object({ _id: Type3.Optional(Id()) }), Type3.Partial(Type3.Object(ProductFields))],
  { additionalProperties: false }
);
var ProductQuerySchema = Type3.Composite([
  Type3.Object({
    product_groups: Type3.Optional(Type3.String({ description: "Only products of this group" })),
    colors: Type3.Optional(Type3.String({ description: "Only products of this colour" })),
    search: Type3.Optional(
      Type3.String({ maxLength: 200, description: "Words of title, name_de, tags or group titles" })
    ),
    offline: Type3.Optional(Type3.Boolean({ description: "Only offline (true) or online (false) products" })),
    sale: Type3.Optional(Type3.Boolean()),
    new: Type3.Optional(Type3.Boolean()),
    type: Type3.Optional(Type3.Union(PRODUCT_TYPES.map((type) => Type3.Literal(type))))
  }),
  PagingQuerySchema
]);
var BatchIdsSchema = Type3.Union([
  IdList(),
  Type3.Object({ ids: IdList() }, { additionalProperties: false })
]);
var ProductOfflineSchema = Type3.Object(
  { ids: Type3.Array(Id(), { minItems: 1, maxItems: 500 }), offline: Type3.Boolean() },
  { additionalProperties: false }
);

// src/areas/shop-cart/schemas.ts
var CART_KINDS = ["cart", "favorites", "pricerequest"];
var CART_MAX_LINES = 500;
var CartLineInputSchema = Type4.Object(
  {
    item: Id(),
    /** Lines with an amount of zero or less are dropped. */
    amount: Type4.Integer({ minimum: -CART_MAX_AMOUNT, maximum: CART_MAX_AMOUNT }),
    variant: Type4.Optional(Type4.String({ maxLength: 200 })),
    order_desc: Type4.Optional(Type4.String({ maxLength: 2e3 })),
    customization: Type4.Optional(Type4.Unknown()),
    set: Type4.Optional(Type4.Unknown())
  },
  { additionalProperties: false }
);
var CartInputSchema = Type4.Array(CartLineInputSchema, { maxItems: CART_MAX_LINES });
var CartAnswerSchema = Type4.Object({
  lines: Type4.Array(
    Type4.Object({
      item: ProductSchema,
      amount: Type4.Integer(),
      variant: Type4.Optional(Type4.String()),
      order_desc: Type4.Optional(Type4.String()),
      customization: Type4.Optional(Type4.Unknown()),
      set: Type4.Optional(Type4.Unknown())
    })
  ),
  /** Lines dropped because their product is unknown or offline, or their variant unknown. */
  removed: Type4.Array(Type4.Object({ item: Type4.String(), title: Type4.Optional(Type4.String()) }))
});

// src/areas/shop-cart/service.ts
import { and as and3, eq as eq4, inArray as inArray4 } from "drizzle-orm";

// src/areas/shop-product/service.ts
import { fromCents, toCents } from "@gartenwerk/domain";
import { and as and2, arrayContains as arrayContains2, asc as asc2, count, eq as eq3, ilike, inArray as inArray3, or, sql as sql2 } from "drizzle-orm";

// src/core/like.ts
function escapeLike(text18) {
  return text18.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// src/core/references.ts
import { inArray } from "drizzle-orm";

// src/areas/file/table.ts
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb as jsonb2,
  pgTable as pgTable2,
  text as text2,
  timestamp as timestamp2,
  uniqueIndex
} from "drizzle-orm/pg-core";

// src/core/ids.ts
import { randomBytes } from "crypto";
function newId() {
  return randomBytes(12).toString("hex");
}

// src/areas/file/table.ts
var files = pgTable2(
  "files",
  {
    id: text2("id").primaryKey().$defaultFn(newId),
    name: text2("name").notNull(),
    /** From the sniffed content, never from the name. */
    ext: text2("ext").notNull(),
    mime: text2("mime").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** sha256 of the uploaded bytes; the same content twice is refused (C1). */
    hash: text2("hash").notNull(),
    tags: text2("tags").array().notNull().default([]),
    /** Public files are readable by anyone; the others by admin and system only. */
    public: boolean("public").notNull().default(true),
    uploadDate: timestamp2("upload_date", { withTimezone: true }).notNull().defaultNow(),
    width: integer("width"),
    height: integer("height"),
    edit: jsonb2("edit").$type(),
    gridrefs: jsonb2("gridrefs").$type().notNull().default([]),
    gridrefsNg: jsonb2("gridrefs_ng").$type().notNull().default([]),
    /** Variants are being made by the background job. */
    processing: boolean("processing").notNull().default(false),
    /** Why the last variant job failed; null once variants were made. */
    processingError: text2("processing_error")
  },
  (table) => [
    uniqueIndex("files_hash_idx").on(table.hash),
    index("files_upload_date_idx").on(table.uploadDate)
  ]
);

// src/core/references.ts
async function assertIdsExist(db, table, idColumn, field, ids) {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const found = await db.select({ id: idColumn }).from(table).where(inArray(idColumn, wanted));
  const known = new Set(found.map((row) => row.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError("VALIDATION", 400, `body/${field} names unknown ids: ${unknown.join(", ")}`);
  }
}
var assertFilesExist = (db, field, ids) => assertIdsExist(db, files, files.id, field, ids);
function assertUuidsKnown(field, uuids, groups) {
  const known = new Set((groups ?? []).map((group) => group.uuid));
  const unknown = (uuids ?? []).filter((uuid) => !known.has(uuid));
  if (unknown.length > 0) {
    throw new AppError("VALIDATION", 400, `body/${field} names unknown groups: ${unknown.join(", ")}`);
  }
}

// src/areas/shop-color/table.ts
import { pgTable as pgTable3, text as text3, timestamp as timestamp3 } from "drizzle-orm/pg-core";
var shopColors = pgTable3("shop_colors", {
  id: text3("id").primaryKey().$defaultFn(newId),
  title: text3("title").notNull(),
  tags: text3("tags").array().notNull().default([]),
  /** File ids of the file library. */
  media: text3("media").array().notNull().default([]),
  /** CSS colour shown beside the name, e.g. #2e7d32. */
  code: text3("code"),
  created: timestamp3("created", { withTimezone: true }).notNull().defaultNow()
});

// src/areas/shop-productgroup/table.ts
import { boolean as boolean2, integer as integer2, jsonb as jsonb3, pgTable as pgTable4, text as text4, timestamp as timestamp4 } from "drizzle-orm/pg-core";
var shopProductGroups = pgTable4("shop_productgroups", {
  id: text4("id").primaryKey().$defaultFn(newId),
  title: text4("title").notNull(),
  order: integer2("order").notNull().default(0),
  tags: text4("tags").array().notNull().default([]),
  /** Parent groups. */
  productGroups: text4("product_groups").array().notNull().default([]),
  offline: boolean2("offline").notNull().default(false),
  data: jsonb3("data").$type().notNull().default({}),
  created: timestamp4("created", { withTimezone: true }).notNull().defaultNow()
});

// src/areas/shop-product/search.ts
import { and, arrayContains, asc, desc, eq as eq2, inArray as inArray2, sql } from "drizzle-orm";

// src/areas/shop-product/table.ts
import { boolean as boolean3, customType, index as index2, integer as integer3, jsonb as jsonb4, pgTable as pgTable5, text as text5, timestamp as timestamp5 } from "drizzle-orm/pg-core";
var tsvector = customType({ dataType: () => "tsvector" });
var shopProducts = pgTable5(
  "shop_products",
  {
    id: text5("id").primaryKey().$defaultFn(newId),
    title: text5("title").notNull(),
    /** Integer cents; null when the product has no price (price on request). */
    priceCents: integer3("price_cents"),
    available: boolean3("available").notNull().default(true),
    offline: boolean3("offline").notNull().default(false),
    order: integer3("order").notNull().default(0),
    tags: text5("tags").array().notNull().default([]),
    productGroups: text5("product_groups").array().notNull().default([]),
    /** Colour ids; a column of its own so that a colour in use is found by index. */
    colors: text5("colors").array().notNull().default([]),
    type: text5("type").notNull().default("product"),
    data: jsonb4("data").$type().notNull().default({}),
    created: timestamp5("created", { withTimezone: true }).notNull().defaultNow(),
    /** German full-text index of title, name_de, tags and group titles; kept by `refreshSearchIndex`. */
    search: tsvector("search")
  },
  (table) => [
    index2("shop_products_product_groups_idx").using("gin", table.productGroups),
    index2("shop_products_colors_idx").using("gin", table.colors),
    index2("shop_products_search_idx").using("gin", table.search)
  ]
);

// src/areas/shop-product/search.ts
var SEARCH_LIMIT = 50;
var SEARCH_VECTOR = sql`setweight(to_tsvector('german', ${shopProducts.title}), 'A')
  || setweight(to_tsvector('german', coalesce(${shopProducts.data}->>'name_de', '')), 'A')
  || setweight(to_tsvector('german', array_to_string(${shopProducts.tags}, ' ')), 'B')
  || setweight(to_tsvector('german', coalesce(
       (select string_agg(g.title, ' ') from shop_productgroups g where g.id = any(${shopProducts.productGroups})),
       '')), 'C')`;
async function refreshSearchIndex(db, productIds) {
  if (productIds && productIds.length === 0) return;
  await db.update(shopProducts).set({ search: SEARCH_VECTOR }).where(productIds ? inArray2(shopProducts.id, [...productIds]) : void 0);
}
async function refreshSearchIndexOfGroup(db, groupId) {
  await db.update(shopProducts).set({ search: SEARCH_VECTOR }).where(arrayContains(shopProducts.productGroups, [groupId]));
}
function prefixQuery(text18) {
  const words = text18.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0).slice(0, 10);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" & ");
}
async function searchProducts(db, text18, visibility) {
  const query = prefixQuery(text18);
  if (!query) return { items: [], total: 0 };
  const tsquery = sql`to_tsquery('german', ${query})`;
  const conditions2 = [sql`${shopProducts.search} @@ ${tsquery}`];
  if (!visibility.includeOffline) conditions2.push(eq2(shopProducts.offline, false));
  const rows = await db.select().from(shopProducts).where(and(...conditions2)).orderBy(
    desc(sql`ts_rank(${shopProducts.search}, ${tsquery})`),
    asc(shopProducts.order),
    asc(shopProducts.title)
  ).limit(SEARCH_LIMIT);
  return { items: rows.map(toProduct), total: rows.length };
}

// src/areas/shop-product/service.ts
function toProduct(row) {
  const details = row.data;
  return {
    _id: row.id,
    title: row.title,
    name_de: details.name_de ?? row.title,
    description: details.description ?? "",
    price: row.priceCents === null ? null : fromCents(row.priceCents),
    available: row.available,
    offline: row.offline,
    order: row.order,
    tags: row.tags,
    type: row.type,
    parent: details.parent ?? null,
    children: details.children ?? [],
    product_groups: row.productGroups,
    variants: details.variants ?? [],
    media: details.media ?? [],
    downloads: details.downloads ?? [],
    colors: row.colors,
    slots: details.slots ?? [],
    shipping_groups: details.shipping_groups ?? [],
    vat_groups: details.vat_groups ?? [],
    discount_groups: details.discount_groups ?? [],
    special_offers: details.special_offers ?? [],
    shipping_data: details.shipping_data ?? {},
    expected_days_until_shipping: details.expected_days_until_shipping ?? null,
    sale: details.sale ?? false,
    new: details.new ?? false,
    created: row.created.toISOString()
  };
}
async function listProducts(db, query, visibility) {
  const conditions2 = [];
  if (!visibility.includeOffline) conditions2.push(eq3(shopProducts.offline, false));
  if (query.product_groups !== void 0) {
    conditions2.push(arrayContains2(shopProducts.productGroups, [query.product_groups]));
  }
  if (query.colors !== void 0) conditions2.push(arrayContains2(shopProducts.colors, [query.colors]));
  if (query.offline !== void 0) conditions2.push(eq3(shopProducts.offline, query.offline));
  if (query.type !== void 0) conditions2.push(eq3(shopProducts.type, query.type));
  for (const flag of ["sale", "new"]) {
    const wanted = query[flag];
    if (wanted !== void 0) {
      const set = sql2`coalesce((${shopProducts.data}->>${flag})::boolean, false)`;
      conditions2.push(wanted ? sql2`${set}` : sql2`not ${set}`);
    }
  }
  const words = query.search ? prefixQuery(query.search) : null;
  if (words) {
    conditions2.push(
      or(
        sql2`${shopProducts.search} @@ to_tsquery('german', ${words})`,
        ilike(shopProducts.title, `%${escapeLike(query.search.trim())}%`)
      )
    );
  }
  const where = and2(...conditions2);
  const rows = await db.select().from(shopProducts).where(where).orderBy(asc2(shopProducts.order), asc2(shopProducts.title)).limit(query.limit ?? 1e3).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count() }).from(shopProducts).where(where);
  return { items: rows.map(toProduct), total: counted?.total ?? 0 };
}
async function getProduct(db, id, visibility) {
  const [row] = await db.select().from(shopProducts).where(eq3(shopProducts.id, id)).limit(1);
  if (!row || row.offline && !visibility.includeOffline) throw notFound("product not found");
  return toProduct(row);
}
async function getProductsByIds(db, ids, visibility) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(shopProducts).where(inArray3(shopProducts.id, [...new Set(ids)]));
  const byId = new Map(
    rows.filter((row) => visibility.includeOffline || !row.offline).map((row) => [row.id, row])
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
}
async function assertReferences(db, input) {
  await assertIdsExist(db, shopProductGroups, shopProductGroups.id, "product_groups", input.product_groups);
  await assertIdsExist(db, shopColors, shopColors.id, "colors", input.colors);
  const products = [
    ...input.parent ? [input.parent] : [],
    ...input.children ?? [],
    ...(input.slots ?? []).map((slot) => slot.product)
  ];
  await assertIdsExist(db, shopProducts, shopProducts.id, "products", products);
  await assertFilesExist(db, "media", input.media);
  await assertFilesExist(db, "downloads", input.downloads);
  if (input.vat_groups || input.shipping_groups || input.discount_groups || input.special_offers) {
    const shop = (await getConfig(db)).components.shop;
    assertUuidsKnown("vat_groups", input.vat_groups, shop.vat_groups);
    assertUuidsKnown("shipping_groups", input.shipping_groups, shop.shipping_groups);
    assertUuidsKnown("discount_groups", input.discount_groups, shop.discount_groups);
    for (const offer of input.special_offers ?? []) {
      assertUuidsKnown("special_offers/discount_groups", offer.discount_groups, shop.discount_groups);
    }
  }
}
var DETAIL_FIELDS = [
  "name_de",
  "description",
  "parent",
  "children",
  "variants",
  "media",
  "downloads",
  "slots",
  "shipping_groups",
  "vat_groups",
  "discount_groups",
  "special_offers",
  "shipping_data",
  "expected_days_until_shipping",
  "sale",
  "new"
];
function detailsOf(input) {
  const details = {};
  for (const field of DETAIL_FIELDS) if (input[field] !== void 0) details[field] = input[field];
  return details;
}
function columnsOf(input) {
  return {
    ...input.title !== void 0 ? { title: input.title } : {},
    ...input.price !== void 0 ? { priceCents: input.price === null ? null : toCents(input.price) } : {},
    ...input.available !== void 0 ? { available: input.available } : {},
    ...input.offline !== void 0 ? { offline: input.offline } : {},
    ...input.order !== void 0 ? { order: input.order } : {},
    ...input.tags !== void 0 ? { tags: input.tags } : {},
    ...input.product_groups !== void 0 ? { productGroups: input.product_groups } : {},
    ...input.colors !== void 0 ? { colors: input.colors } : {},
    ...input.type !== void 0 ? { type: input.type } : {}
  };
}
async function createProduct(db, input) {
  await assertReferences(db, input);
  const [row] = await db.insert(shopProducts).values({ ...columnsOf(input), title: input.title, data: detailsOf(input) }).returning();
  await refreshSearchIndex(db, [row.id]);
  return toProduct(row);
}
async function updateProduct(db, id, input) {
  await assertReferences(db, input);
  const [current] = await db.select().from(shopProducts).where(eq3(shopProducts.id, id)).limit(1);
  if (!current) throw notFound("product not found");
  const [row] = await db.update(shopProducts).set({ ...columnsOf(input), data: { ...current.data, ...detailsOf(input) } }).where(eq3(shopProducts.id, id)).returning();
  await refreshSearchIndex(db, [id]);
  return toProduct(row);
}
async function setProductsOffline(db, input) {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const rows = await tx.update(shopProducts).set({ offline: input.offline }).where(inArray3(shopProducts.id, ids)).returning();
    if (rows.length !== ids.length) throw notFound("product not found");
    return { items: rows.map(toProduct), total: rows.length };
  });
}
async function deleteProduct(db, id) {
  const [row] = await db.delete(shopProducts).where(eq3(shopProducts.id, id)).returning();
  if (!row) throw notFound("product not found");
  return toProduct(row);
}

// src/areas/shop-cart/table.ts
import { jsonb as jsonb5, pgTable as pgTable6, primaryKey, text as text6, timestamp as timestamp6 } from "drizzle-orm/pg-core";
var shopCarts = pgTable6(
  "shop_carts",
  {
    /** `user:<userId>` for signed-in customers, `guest:<cart id of the gw_cart cookie>` for guests. */
    holder: text6("holder").notNull(),
    /** cart, favorites or pricerequest. */
    kind: text6("kind").notNull(),
    lines: jsonb5("lines").$type().notNull().default([]),
    updated: timestamp6("updated", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [primaryKey({ columns: [table.holder, table.kind] })]
);

// src/areas/shop-cart/service.ts
function holderKey(holder) {
  return "user" in holder ? `user:${holder.user}` : `guest:${holder.guest}`;
}
function cleanLines(lines) {
  return lines.flatMap((line) => {
    if (!(line.amount > 0)) return [];
    const clean = { item: line.item, amount: Math.min(line.amount, CART_MAX_AMOUNT) };
    if (line.variant) clean.variant = line.variant;
    if (line.order_desc !== void 0) clean.order_desc = line.order_desc;
    if (line.customization !== void 0) clean.customization = line.customization;
    if (line.set !== void 0) clean.set = line.set;
    return [clean];
  });
}
async function resolve(db, lines) {
  const ids = [...new Set(lines.map((line) => line.item))];
  const rows = ids.length ? await db.select().from(shopProducts).where(inArray4(shopProducts.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept = [];
  const answer = { lines: [], removed: [] };
  for (const line of lines) {
    const row = byId.get(line.item);
    const variantKnown = !line.variant || (row?.data.variants ?? []).some((variant) => variant.key === line.variant);
    if (!row || row.offline || !variantKnown) {
      answer.removed.push(row ? { item: line.item, title: row.title } : { item: line.item });
      continue;
    }
    kept.push(line);
    answer.lines.push({ ...line, item: toProduct(row) });
  }
  return { kept, answer };
}
async function storedLines(db, key, kind) {
  const [row] = await db.select({ lines: shopCarts.lines }).from(shopCarts).where(and3(eq4(shopCarts.holder, key), eq4(shopCarts.kind, kind))).limit(1);
  return row?.lines ?? [];
}
async function store(db, key, kind, lines) {
  await db.insert(shopCarts).values({ holder: key, kind, lines }).onConflictDoUpdate({ target: [shopCarts.holder, shopCarts.kind], set: { lines, updated: /* @__PURE__ */ new Date() } });
}
async function readCart(db, holder, kind) {
  const key = holderKey(holder);
  const { kept, answer } = await resolve(db, await storedLines(db, key, kind));
  if (answer.removed.length > 0) await store(db, key, kind, kept);
  return answer;
}
async function writeCart(db, holder, kind, lines) {
  const { kept, answer } = await resolve(db, cleanLines(lines));
  await store(db, holderKey(holder), kind, kept);
  return answer;
}
var sameProduct = (a, b) => a.item === b.item && (a.variant ?? "") === (b.variant ?? "");
async function mergeGuestCarts(db, guest, user) {
  const guestKey = holderKey({ guest });
  const userKey = holderKey({ user });
  await db.transaction(async (tx) => {
    const guestRows = await tx.select().from(shopCarts).where(and3(eq4(shopCarts.holder, guestKey), inArray4(shopCarts.kind, [...CART_KINDS])));
    for (const guestRow of guestRows) {
      if (guestRow.lines.length === 0) continue;
      const kind = guestRow.kind;
      const merged = (await storedLines(tx, userKey, kind)).map((line) => ({ ...line }));
      for (const line of guestRow.lines) {
        const existing = merged.find((candidate) => sameProduct(candidate, line));
        if (existing) existing.amount = Math.min(existing.amount + line.amount, CART_MAX_AMOUNT);
        else merged.push(line);
      }
      await store(tx, userKey, kind, merged);
    }
    await tx.delete(shopCarts).where(eq4(shopCarts.holder, guestKey));
  });
}

// src/areas/shop-cart/routes.ts
var CART_COOKIE = "gw_cart";
var CART_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;
var CART_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
function guestCartId(request) {
  const id = request.cookies[CART_COOKIE];
  return id && CART_ID_PATTERN.test(id) ? id : void 0;
}
function clearCartCookie(reply) {
  return reply.clearCookie(CART_COOKIE, { path: "/" });
}
function holderOf(request) {
  if (isAuthenticated2(request.user)) return { user: request.user._id };
  const guest = guestCartId(request);
  return guest ? { guest } : void 0;
}
function writeHolderOf(request, reply) {
  const holder = holderOf(request);
  if (holder) return holder;
  const guest = randomBytes2(24).toString("base64url");
  reply.setCookie(CART_COOKIE, guest, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    maxAge: CART_COOKIE_MAX_AGE_S
  });
  return { guest };
}
var PATHS = {
  cart: "/cart/",
  favorites: "/cart_favorites/",
  pricerequest: "/cart_pricerequest/"
};
var cartRoutes = async (app) => {
  for (const [kind, path] of Object.entries(PATHS)) {
    app.get(
      path,
      {
        schema: {
          tags: ["shop"],
          summary: `The visitor's ${kind} with its products; \`removed\` names lines dropped since (anyone)`,
          response: { 200: CartAnswerSchema }
        }
      },
      async (request) => {
        const holder = holderOf(request);
        return holder ? readCart(app.db, holder, kind) : { lines: [], removed: [] };
      }
    );
    app.put(
      path,
      {
        schema: {
          tags: ["shop"],
          summary: `Replaces the visitor's ${kind} with the lines sent; a guest gets the gw_cart cookie (anyone)`,
          body: CartInputSchema,
          response: { 200: CartAnswerSchema }
        }
      },
      async (request, reply) => writeCart(app.db, writeHolderOf(request, reply), kind, request.body)
    );
  }
};

// src/areas/auth/identify.ts
import { randomBytes as randomBytes4, timingSafeEqual } from "crypto";
import fp from "fastify-plugin";

// src/areas/auth/service.ts
import { createHash, randomBytes as randomBytes3 } from "crypto";
import {
  canAdminister,
  isAuthenticated as isAuthenticated3,
  isPasswordStrongEnough,
  isValidEmail,
  EMAIL_INVALID_MESSAGE
} from "@gartenwerk/domain";
import { de } from "@gartenwerk/i18n";
import { hash, verify } from "@node-rs/argon2";
import {
  and as and4,
  arrayContains as arrayContains3,
  asc as asc3,
  count as count3,
  eq as eq6,
  gt,
  ilike as ilike2,
  inArray as inArray5,
  isNull,
  ne,
  not,
  or as or2,
  sql as sql3
} from "drizzle-orm";
import { authenticator } from "otplib";
import QRCode from "qrcode";

// src/areas/mail/service.ts
import { DEFAULT_LANGUAGE } from "@gartenwerk/domain";
import { createI18n } from "@gartenwerk/i18n";
import { count as count2, desc as desc2, eq as eq5 } from "drizzle-orm";
import nodemailer from "nodemailer";

// src/areas/mail/table.ts
import { index as index3, pgTable as pgTable7, text as text7, timestamp as timestamp7 } from "drizzle-orm/pg-core";
var outbox = pgTable7(
  "outbox",
  {
    id: text7("id").primaryKey().$defaultFn(newId),
    to: text7("to").notNull(),
    subject: text7("subject").notNull(),
    text: text7("text").notNull(),
    html: text7("html").notNull(),
    /** The template it was written from, e.g. `verify`. */
    template: text7("template").notNull(),
    created: timestamp7("created", { withTimezone: true }).notNull().defaultNow(),
    /** When the SMTP server accepted it. */
    sentAt: timestamp7("sent_at", { withTimezone: true }),
    /** Why the SMTP server did not take it. */
    error: text7("error")
  },
  (table) => [index3("outbox_created_idx").on(table.created)]
);

// src/areas/mail/service.ts
var MailRecipientRejectedError = class extends Error {
  constructor(recipient) {
    super(`the mail server rejected the recipient ${recipient}`);
    this.recipient = recipient;
    this.name = "MailRecipientRejectedError";
  }
  recipient;
};
var HTML_ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function escapeHtml(text18) {
  return text18.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}
var NOTIFICATIONS = /* @__PURE__ */ new Set([
  "messageContact",
  "messageJobs",
  "orderConfirmation",
  "orderNotification"
]);
function renderMail(message, publicUrl) {
  const t = createI18n(message.language ?? DEFAULT_LANGUAGE).getFixedT(null, "mail");
  const link = message.values.link.startsWith("/") ? `${publicUrl}${message.values.link}` : message.values.link;
  const values = { ...message.values, link };
  const plain = (key) => t(key, values);
  const escapedValues = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "string" ? escapeHtml(value) : value
    ])
  );
  const escaped = (key) => t(key, escapedValues);
  const greetingKey = message.values.name ? "greetingNamed" : "greeting";
  const { template } = message;
  const requested = !NOTIFICATIONS.has(template);
  const text18 = [
    plain(greetingKey),
    "",
    plain(`${template}.body`),
    link,
    "",
    ...requested ? [plain("ignore"), ""] : [],
    plain("signature"),
    "-- ",
    plain("footer")
  ].join("\n");
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escaped(greetingKey)}</p>`,
    `<p>${escaped(`${template}.body`).replace(/\n/g, "<br>")}</p>`,
    `<p><a href="${escapeHtml(link)}">${escaped(`${template}.action`)}</a></p>`,
    `<p style="font-size: small">${escapeHtml(link)}</p>`,
    ...requested ? [`<p>${escaped("ignore")}</p>`] : [],
    `<p>${escaped("signature")}</p>`,
    `<hr><p style="font-size: small; color: #666">${escaped("footer")}</p>`,
    "</body></html>"
  ].join("\n");
  return { subject: plain(`${template}.subject`), text: text18, html };
}
function toOutboxEntry(row) {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    created: row.created.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error
  };
}
function isRecipientRejection(error) {
  const { code, responseCode } = error ?? {};
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500;
}
var Mailer = class {
  constructor(db, settings) {
    this.db = db;
    this.settings = settings;
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : void 0;
  }
  db;
  settings;
  transport;
  /**
   * Writes one mail from a template of the `mail` namespace. Throws MailRecipientRejectedError when
   * the SMTP server refuses the address; other SMTP failures are only recorded in the outbox.
   */
  async sendMail(message) {
    const rendered = renderMail(message, this.settings.publicUrl);
    const [row] = await this.db.insert(outbox).values({ to: message.to, template: message.template, ...rendered }).returning();
    if (!row) throw new Error("mail was not stored");
    if (!this.transport) return toOutboxEntry(row);
    try {
      await this.transport.sendMail({ from: this.settings.from, to: message.to, ...rendered });
      const [sent] = await this.db.update(outbox).set({ sentAt: /* @__PURE__ */ new Date() }).where(eq5(outbox.id, row.id)).returning();
      return toOutboxEntry(sent ?? row);
    } catch (error) {
      await this.db.update(outbox).set({ error: error.message }).where(eq5(outbox.id, row.id));
      if (isRecipientRejection(error)) throw new MailRecipientRejectedError(message.to);
      return toOutboxEntry({ ...row, error: error.message });
    }
  }
  close() {
    this.transport?.close();
  }
};
var OUTBOX_PAGE_SIZE = 10;
async function listOutbox(db, query) {
  const limit = query.limit ?? OUTBOX_PAGE_SIZE;
  const page = query.page ?? 1;
  const rows = await db.select().from(outbox).orderBy(desc2(outbox.created), desc2(outbox.id)).limit(limit).offset((page - 1) * limit);
  const [total] = await db.select({ value: count2() }).from(outbox);
  return { items: rows.map(toOutboxEntry), total: total?.value ?? 0 };
}

// src/areas/auth/shop-data.ts
var PATH = "userData/shop";
var KEYS = [
  "discount",
  "discount_groups",
  "shipping_free",
  "shipping_free_amount_treshhold",
  "paymentsources"
];
var LIMIT_KEYS = ["enabled", "min", "max"];
var invalid2 = (message) => new AppError("VALIDATION", 400, `${PATH}${message}`);
var isPlainObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function unknownKey(value, allowed, path) {
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== void 0) throw invalid2(`${path} must not have property ${extra}`);
}
function amount(value, path) {
  if (value === null) return null;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1e7) {
    throw invalid2(`${path} must be an amount in euros from 0 to 10000000 or null`);
  }
  return Math.round(value * 100) / 100;
}
function limits(value, path) {
  if (!isPlainObject(value)) throw invalid2(`${path} must be an object`);
  unknownKey(value, LIMIT_KEYS, path);
  const result = {};
  if (value.enabled !== void 0) {
    if (typeof value.enabled !== "boolean") throw invalid2(`${path}/enabled must be true or false`);
    result.enabled = value.enabled;
  }
  if (value.min !== void 0) result.min = amount(value.min, `${path}/min`);
  if (value.max !== void 0) result.max = amount(value.max, `${path}/max`);
  if (result.min != null && result.max != null && result.min > result.max) {
    throw invalid2(`${path}/min must not be greater than max`);
  }
  return result;
}
function checkCustomerShopData(value, rules) {
  if (value === null) return null;
  if (!isPlainObject(value)) throw invalid2(" must be an object or null");
  unknownKey(value, KEYS, "");
  const shop = {};
  if (value.discount !== void 0 && value.discount !== null) {
    const discount = value.discount;
    if (typeof discount !== "number" || !Number.isFinite(discount) || discount < 0 || discount > 100) {
      throw invalid2("/discount must be a percentage from 0 to 100");
    }
    shop.discount = discount;
  } else if (value.discount === null) shop.discount = null;
  if (value.discount_groups !== void 0) {
    const groups = value.discount_groups;
    if (!Array.isArray(groups) || !groups.every((group) => typeof group === "string")) {
      throw invalid2("/discount_groups must be a list of discount group ids");
    }
    const known = new Set((rules.discount_groups ?? []).map((group) => group.uuid));
    const unknown = groups.find((group) => !known.has(group));
    if (unknown !== void 0) throw invalid2(`/discount_groups names an unknown discount group: ${unknown}`);
    shop.discount_groups = [...new Set(groups)];
  }
  if (value.shipping_free !== void 0) {
    if (typeof value.shipping_free !== "boolean") throw invalid2("/shipping_free must be true or false");
    shop.shipping_free = value.shipping_free;
  }
  if (value.shipping_free_amount_treshhold !== void 0) {
    shop.shipping_free_amount_treshhold = amount(
      value.shipping_free_amount_treshhold,
      "/shipping_free_amount_treshhold"
    );
  }
  if (value.paymentsources !== void 0) {
    if (!isPlainObject(value.paymentsources)) throw invalid2("/paymentsources must be an object");
    shop.paymentsources = {};
    for (const [method, setting] of Object.entries(value.paymentsources)) {
      if (!Object.hasOwn(rules.paymentsources, method)) {
        throw invalid2(`/paymentsources names an unknown payment method: ${method}`);
      }
      shop.paymentsources[method] = limits(setting, `/paymentsources/${method}`);
    }
  }
  return shop;
}
function withShopData(userData, stored, rules) {
  const { shop, ...rest } = userData;
  if (rules !== null && shop !== void 0) return { ...rest, shop: checkCustomerShopData(shop, rules) };
  return stored && stored.shop !== void 0 ? { ...rest, shop: stored.shop } : rest;
}

// src/areas/auth/table.ts
import { boolean as boolean4, index as index4, integer as integer4, jsonb as jsonb6, pgSequence, pgTable as pgTable8, text as text8, timestamp as timestamp8 } from "drizzle-orm/pg-core";
var users = pgTable8("users", {
  id: text8("id").primaryKey().$defaultFn(newId),
  handle: text8("handle").notNull().unique(),
  /** argon2id hash; null for accounts nobody signs in with (guest, system). */
  passwordHash: text8("password_hash"),
  name: text8("name").notNull().default(""),
  roles: text8("roles").array().notNull().default([]),
  userData: jsonb6("user_data").$type().notNull().default({}),
  failedLogins: integer4("failed_logins").notNull().default(0),
  lastLogin: timestamp8("last_login", { withTimezone: true }),
  twoFactor: jsonb6("two_factor").$type().notNull().default({ enabled: false }),
  /** The e-mail address (handle) was confirmed through the mailed link. */
  verified: boolean4("verified").notNull().default(false),
  /** Locked by an admin until unlocked. */
  locked: boolean4("locked").notNull().default(false),
  /** Locked after repeated failed logins until this time. */
  lockedUntil: timestamp8("locked_until", { withTimezone: true }),
  /** The guest, the first admin and the system account: never listed, never removed. */
  fixed: boolean4("fixed").notNull().default(false),
  created: timestamp8("created", { withTimezone: true }).notNull().defaultNow()
});
var sessions = pgTable8(
  "sessions",
  {
    /** SHA-256 of the token; the token itself is only ever known to the client. */
    tokenHash: text8("token_hash").primaryKey(),
    userId: text8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    created: timestamp8("created", { withTimezone: true }).notNull().defaultNow(),
    expires: timestamp8("expires", { withTimezone: true }).notNull(),
    revoked: boolean4("revoked").notNull().default(false)
  },
  (table) => [index4("sessions_user_id_idx").on(table.userId)]
);
var authTokens = pgTable8(
  "auth_tokens",
  {
    /** SHA-256 of the token; the token itself is only in the mail. */
    tokenHash: text8("token_hash").primaryKey(),
    userId: text8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: text8("purpose").$type().notNull(),
    created: timestamp8("created", { withTimezone: true }).notNull().defaultNow(),
    expires: timestamp8("expires", { withTimezone: true }).notNull(),
    used: timestamp8("used", { withTimezone: true })
  },
  (table) => [index4("auth_tokens_user_id_idx").on(table.userId)]
);
var customerIdSequence = pgSequence("customer_id_seq", { startWith: 10001 });

// src/areas/auth/service.ts
var SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1e3;
var TOKEN_LIFETIME_MS = {
  verify: 7 * 24 * 60 * 60 * 1e3,
  passwordReset: 60 * 60 * 1e3,
  reset2FA: 60 * 60 * 1e3
};
var LOCK_AFTER_FAILURES = 5;
var LOCK_BASE_MS = 60 * 1e3;
var LOCK_MAX_MS = 24 * 60 * 60 * 1e3;
var TOTP_ISSUER = "Gartenwerk";
authenticator.options = { window: 1 };
function hashPassword(password) {
  return hash(password);
}
function verifyPassword(passwordHash, password) {
  return verify(passwordHash, password).catch(() => false);
}
function hashToken(token) {
  return createHash("sha256").update(token).digest("hex");
}
function newToken() {
  return randomBytes3(32).toString("base64url");
}
function normalizeHandle(handle) {
  return handle.trim().toLowerCase();
}
function isTemporarilyLocked(row, now = /* @__PURE__ */ new Date()) {
  return !!row.lockedUntil && row.lockedUntil > now;
}
function toCurrentUser(row) {
  return {
    _id: row.id,
    handle: row.handle,
    name: row.name,
    roles: row.roles,
    userData: row.userData,
    two_factor: { enabled: row.twoFactor.enabled },
    failedLogins: row.failedLogins,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    verified: row.verified,
    locked: row.locked || isTemporarilyLocked(row),
    created: row.created.toISOString()
  };
}
var LOGIN_FAILED = () => new AppError("LOGIN_FAILED", 401, de.auth.wrongUserOrPassword);
var TOKEN_EXPIRED = () => new AppError("TOKEN_EXPIRED", 400, de.auth.tokenExpired);
var USER_NOT_FOUND = () => new AppError("NOT_FOUND", 404, de.auth.userNotFound);
var TOTP_INVALID = (status) => new AppError("TOTP_INVALID", status, "wrong two-factor code");
var PASSWORD_MISMATCH = () => new AppError("PASSWORD_MISMATCH", 400, "the passwords do not match");
var PASSWORD_WEAK = () => new AppError("PASSWORD_WEAK", 400, "the password is too weak");
var WRONG_PASSWORD = () => new AppError("WRONG_PASSWORD", 400, "the current password is wrong");
function lockedError(until, now) {
  if (!until) return new AppError("LOCKED", 423, "the account is locked");
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 6e4));
  return new AppError("LOCKED", 423, `the account is locked, try again in ${minutes} minutes`);
}
function checkNewPassword(password, password2) {
  if (password !== password2) throw PASSWORD_MISMATCH();
  if (!isPasswordStrongEnough(password)) throw PASSWORD_WEAK();
}
function isUniqueViolation(error) {
  for (let current = error; current; current = current.cause) {
    if (current.code === "23505") return true;
  }
  return false;
}
async function createUser(db, input) {
  const passwordHash = input.password === void 0 ? null : await hashPassword(input.password);
  const [row] = await db.insert(users).values({
    ...input.id ? { id: input.id } : {},
    handle: normalizeHandle(input.handle),
    passwordHash,
    name: input.name ?? "",
    roles: input.roles,
    userData: input.userData ?? {},
    verified: input.verified ?? true,
    fixed: input.fixed ?? false
  }).returning();
  if (!row) throw new Error("user was not created");
  return toCurrentUser(row);
}
async function getUserByHandle(db, handle) {
  const [row] = await db.select().from(users).where(eq6(users.handle, handle)).limit(1);
  return row;
}
async function getUserById(db, id) {
  const [row] = await db.select().from(users).where(eq6(users.id, id)).limit(1);
  return row;
}
async function requireUser(db, id) {
  const row = await getUserById(db, id);
  if (!row) throw USER_NOT_FOUND();
  return row;
}
async function createSession(db, userId, now = /* @__PURE__ */ new Date()) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    created: now,
    expires: new Date(now.getTime() + SESSION_LIFETIME_MS)
  });
  return token;
}
async function findUserBySessionToken(db, token) {
  const [row] = await db.select({ user: users }).from(sessions).innerJoin(users, eq6(users.id, sessions.userId)).where(
    and4(
      eq6(sessions.tokenHash, hashToken(token)),
      eq6(sessions.revoked, false),
      gt(sessions.expires, /* @__PURE__ */ new Date())
    )
  ).limit(1);
  return row ? toCurrentUser(row.user) : void 0;
}
async function revokeSession(db, token) {
  await db.update(sessions).set({ revoked: true }).where(eq6(sessions.tokenHash, hashToken(token)));
}
async function revokeUserSessions(db, userId, keepToken) {
  await db.update(sessions).set({ revoked: true }).where(
    and4(eq6(sessions.userId, userId), keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : void 0)
  );
}
async function createToken(db, userId, purpose) {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expires: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose])
  });
  return token;
}
async function consumeToken(db, token, purpose) {
  const now = /* @__PURE__ */ new Date();
  const [row] = await db.update(authTokens).set({ used: now }).where(
    and4(
      eq6(authTokens.tokenHash, hashToken(token)),
      eq6(authTokens.purpose, purpose),
      isNull(authTokens.used),
      gt(authTokens.expires, now)
    )
  ).returning({ userId: authTokens.userId });
  if (!row) throw TOKEN_EXPIRED();
  return row.userId;
}
async function recordFailedLogin(db, row, now) {
  const [updated] = await db.update(users).set({ failedLogins: sql3`${users.failedLogins} + 1` }).where(eq6(users.id, row.id)).returning({ failedLogins: users.failedLogins });
  const failures = updated?.failedLogins ?? 0;
  if (failures < LOCK_AFTER_FAILURES) return;
  const lockMs = Math.min(LOCK_MAX_MS, LOCK_BASE_MS * 2 ** (failures - LOCK_AFTER_FAILURES));
  await db.update(users).set({ lockedUntil: new Date(now.getTime() + lockMs) }).where(eq6(users.id, row.id));
}
async function login(db, input, now = /* @__PURE__ */ new Date()) {
  const row = await getUserByHandle(db, normalizeHandle(input.handle));
  if (!row?.passwordHash) {
    await verifyPassword(await dummyHash(), input.password);
    throw LOGIN_FAILED();
  }
  if (row.locked) throw lockedError(null, now);
  if (row.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
  if (!await verifyPassword(row.passwordHash, input.password)) {
    await recordFailedLogin(db, row, now);
    throw LOGIN_FAILED();
  }
  if (!row.verified) throw new AppError("NOT_VERIFIED", 403, "the e-mail address is not verified yet");
  if (row.twoFactor.enabled) {
    if (!input.code) return { fa2required: true };
    if (!row.twoFactor.secret || !authenticator.check(input.code, row.twoFactor.secret)) {
      await recordFailedLogin(db, row, now);
      throw TOTP_INVALID(401);
    }
  }
  const [updated] = await db.update(users).set({ failedLogins: 0, lockedUntil: null, lastLogin: now }).where(eq6(users.id, row.id)).returning();
  const token = await createSession(db, row.id, now);
  return { user: toCurrentUser(updated ?? row), token };
}
var dummy;
function dummyHash() {
  dummy ??= hashPassword(randomBytes3(16).toString("hex"));
  return dummy;
}
var DUPLICATE_MESSAGE = {
  site: de.auth.emailAlreadyRegistered,
  shop: de.shop.signupDuplicate
};
var RECIPIENT_REJECTED_MESSAGE = de.shop.signupRecipientRejected;
function displayName(userData) {
  const data = userData ?? {};
  return [data.first_name, data.last_name].filter((part) => typeof part === "string").map((part) => part.trim()).filter(Boolean).join(" ");
}
async function signup(db, mailer, input, source, language) {
  const handle = normalizeHandle(input.handle);
  if (!isValidEmail(handle)) throw new AppError("VALIDATION", 400, EMAIL_INVALID_MESSAGE);
  checkNewPassword(input.password, input.password2);
  const duplicate2 = () => new AppError(11e3, 409, DUPLICATE_MESSAGE[source]);
  if (await getUserByHandle(db, handle)) throw duplicate2();
  let user;
  try {
    user = await createUser(db, {
      handle,
      name: displayName(input.userData),
      password: input.password,
      roles: ["user"],
      userData: {
        ...withShopData(input.userData ?? {}, null, null),
        signup: {
          meta: input.meta ?? null,
          alternate_shipping_address: input.alternate_shipping_address ?? null,
          newsletter_consent: input.newsletter_consent ?? null,
          date: (/* @__PURE__ */ new Date()).toISOString()
        }
      },
      verified: false
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate2();
    throw error;
  }
  const token = await createToken(db, user._id, "verify");
  try {
    await mailer.sendMail({
      to: handle,
      template: "verify",
      language,
      values: { link: `/verify/${token}`, handle }
    });
  } catch (error) {
    if (!(error instanceof MailRecipientRejectedError)) throw error;
    await db.delete(users).where(eq6(users.id, user._id));
    throw new AppError("RECIPIENT_REJECTED", 400, RECIPIENT_REJECTED_MESSAGE);
  }
  return user;
}
async function verifyEmail(db, token) {
  const userId = await consumeToken(db, token, "verify");
  const [row] = await db.update(users).set({ verified: true }).where(eq6(users.id, userId)).returning();
  if (!row) throw TOKEN_EXPIRED();
  return toCurrentUser(row);
}
async function mailOneTimeLink(db, mailer, handle, language, purpose, link) {
  const row = await getUserByHandle(db, normalizeHandle(handle));
  if (!row || row.fixed && !row.passwordHash) throw USER_NOT_FOUND();
  const token = await createToken(db, row.id, purpose);
  await mailer.sendMail({
    to: row.handle,
    template: purpose,
    language,
    values: {
      link: link(token),
      handle: row.handle,
      hours: TOKEN_LIFETIME_MS[purpose] / 36e5,
      ...row.name ? { name: row.name } : {}
    }
  });
}
function requestPasswordReset(db, mailer, handle, language) {
  return mailOneTimeLink(db, mailer, handle, language, "passwordReset", (token) => `/resetPassword/${token}`);
}
async function resetPassword(db, input) {
  checkNewPassword(input.password, input.password2);
  const userId = await consumeToken(db, input.token, "passwordReset");
  await db.update(users).set({
    passwordHash: await hashPassword(input.password),
    verified: true,
    failedLogins: 0,
    lockedUntil: null
  }).where(eq6(users.id, userId));
  await revokeUserSessions(db, userId);
}
async function changePassword(db, userId, currentToken, input) {
  const row = await requireUser(db, userId);
  if (!row.passwordHash || !await verifyPassword(row.passwordHash, input.oldPassword)) {
    throw WRONG_PASSWORD();
  }
  checkNewPassword(input.password, input.password2);
  const [updated] = await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq6(users.id, userId)).returning();
  await revokeUserSessions(db, userId, currentToken);
  return toCurrentUser(updated ?? row);
}
async function setPassword(db, input) {
  if (!isPasswordStrongEnough(input.password)) throw PASSWORD_WEAK();
  const row = await requireUser(db, input._id);
  if (row.fixed && !row.passwordHash) throw noPermission();
  const [updated] = await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq6(users.id, row.id)).returning();
  await revokeUserSessions(db, row.id);
  return toCurrentUser(updated ?? row);
}
async function enable2FA(db, userId) {
  const row = await requireUser(db, userId);
  if (row.twoFactor.enabled) throw new AppError("TOTP_ENABLED", 400, "two-factor sign-in is already enabled");
  const secret = authenticator.generateSecret();
  await db.update(users).set({ twoFactor: { enabled: false, secret } }).where(eq6(users.id, userId));
  const otpauthUrl = authenticator.keyuri(row.handle, TOTP_ISSUER, secret);
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}
async function verify2FA(db, userId, code) {
  const row = await requireUser(db, userId);
  const { secret } = row.twoFactor;
  if (!secret) throw new AppError("TOTP_NOT_STARTED", 400, "call enable2FA first");
  if (!authenticator.check(code, secret)) throw TOTP_INVALID(400);
  const [updated] = await db.update(users).set({ twoFactor: { enabled: true, secret } }).where(eq6(users.id, userId)).returning();
  return toCurrentUser(updated ?? row);
}
async function turnOff2FA(db, userId) {
  const [row] = await db.update(users).set({ twoFactor: { enabled: false } }).where(eq6(users.id, userId)).returning();
  if (!row) throw USER_NOT_FOUND();
  return toCurrentUser(row);
}
async function disable2FA(db, actor, input) {
  if (input._id !== void 0 && input._id !== actor._id) {
    if (!canAdminister(actor)) throw noPermission();
    await requireUser(db, input._id);
    return turnOff2FA(db, input._id);
  }
  if (input._id !== void 0 && canAdminister(actor)) return turnOff2FA(db, actor._id);
  const row = await requireUser(db, actor._id);
  const { secret } = row.twoFactor;
  if (!input.code || !secret || !authenticator.check(input.code, secret)) throw TOTP_INVALID(400);
  return turnOff2FA(db, row.id);
}
function request2FAReset(db, mailer, handle, language) {
  return mailOneTimeLink(db, mailer, handle, language, "reset2FA", (token) => `/reset2FA?token=${token}`);
}
async function reset2FA(db, token) {
  const userId = await consumeToken(db, token, "reset2FA");
  await turnOff2FA(db, userId);
}
async function nextCustomerId(db) {
  const result = await db.execute(sql3`select nextval(${customerIdSequence.seqName}) as value`);
  const { rows } = result;
  return Number(rows[0].value);
}
var USER_PAGE_SIZE = 10;
async function listUsers(db, query) {
  const limit = query.limit ?? USER_PAGE_SIZE;
  const page = query.page ?? 1;
  const search = query.search?.trim();
  const where = and4(
    eq6(users.fixed, false),
    not(arrayContains3(users.roles, ["internal"])),
    query.role ? arrayContains3(users.roles, [query.role]) : void 0,
    search ? or2(ilike2(users.handle, `%${escapeLike(search)}%`), ilike2(users.name, `%${escapeLike(search)}%`)) : void 0
  );
  const rows = await db.select().from(users).where(where).orderBy(asc3(users.handle)).limit(limit).offset((page - 1) * limit);
  const [total] = await db.select({ value: count3() }).from(users).where(where);
  return { items: rows.map(toCurrentUser), total: total?.value ?? 0 };
}
async function getUsersByIds(db, ids) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray5(users.id, ids)).orderBy(asc3(users.handle));
  return rows.map(toCurrentUser);
}
async function getUser(db, actor, id) {
  if (!isAuthenticated3(actor) || actor._id !== id && !canAdminister(actor)) throw noPermission();
  return toCurrentUser(await requireUser(db, id));
}
function checkRoles(roles, availableRoles) {
  const unavailable = roles.filter((role) => !availableRoles.includes(role));
  if (unavailable.length > 0) {
    throw new AppError("ROLE_UNAVAILABLE", 400, `role not available: ${unavailable.join(", ")}`);
  }
}
async function createUserByAdmin(db, input, availableRoles) {
  const handle = normalizeHandle(input.handle);
  if (!isValidEmail(handle)) throw new AppError("VALIDATION", 400, EMAIL_INVALID_MESSAGE);
  checkRoles(input.roles, availableRoles);
  if (input.password !== void 0 && !isPasswordStrongEnough(input.password)) throw PASSWORD_WEAK();
  const duplicate2 = () => new AppError(11e3, 409, de.auth.emailAlreadyRegistered);
  if (await getUserByHandle(db, handle)) throw duplicate2();
  try {
    return await createUser(db, { ...input, handle });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate2();
    throw error;
  }
}
async function updateUser(db, actor, input, availableRoles, shopRules) {
  const admin = canAdminister(actor);
  if (!isAuthenticated3(actor)) throw noPermission();
  const privileged = input._id !== actor._id || input.roles !== void 0 || input.locked !== void 0;
  if (privileged && !admin) throw noPermission();
  const row = await requireUser(db, input._id);
  if (row.fixed && (input.roles !== void 0 || input.locked !== void 0)) throw noPermission();
  if (input.roles !== void 0) checkRoles(input.roles, availableRoles);
  const [updated] = await db.update(users).set({
    ...input.name !== void 0 ? { name: input.name } : {},
    ...input.userData !== void 0 ? { userData: withShopData(input.userData, row.userData, admin ? shopRules : null) } : {},
    ...input.roles !== void 0 ? { roles: input.roles } : {},
    ...input.locked !== void 0 ? { locked: input.locked } : {},
    ...input.locked === false ? { lockedUntil: null, failedLogins: 0 } : {}
  }).where(eq6(users.id, row.id)).returning();
  if (input.locked === true) await revokeUserSessions(db, row.id);
  return toCurrentUser(updated ?? row);
}
async function deleteUser(db, id) {
  const row = await requireUser(db, id);
  if (row.fixed) throw noPermission();
  await db.delete(users).where(eq6(users.id, id));
}

// src/areas/auth/identify.ts
var SESSION_COOKIE = "gw_session";
var CSRF_COOKIE = "gw_csrf";
var CSRF_HEADER = "x-csrf-token";
var WRITE_METHODS = /* @__PURE__ */ new Set(["POST", "PUT", "PATCH", "DELETE"]);
function cookieOptions(request, httpOnly) {
  return {
    httpOnly,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1e3)
  };
}
function setCsrfCookie(request, reply) {
  return reply.setCookie(CSRF_COOKIE, randomBytes4(24).toString("base64url"), cookieOptions(request, false));
}
function setSessionCookie(request, reply, token) {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, true));
  return setCsrfCookie(request, reply);
}
function clearSessionCookie(reply) {
  return reply.clearCookie(SESSION_COOKIE, { path: "/" }).clearCookie(CSRF_COOKIE, { path: "/" });
}
function bearerToken(request) {
  const authorization = request.headers.authorization;
  if (!authorization?.startsWith("Bearer ")) return void 0;
  return authorization.slice("Bearer ".length).trim() || void 0;
}
function sameText(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
var identifyUser = fp(
  async (app) => {
    app.decorateRequest("user", null);
    app.decorateRequest("sessionToken", void 0);
    app.decorateRequest("authenticatedBy", void 0);
    app.addHook("onRequest", async (request) => {
      const bearer = bearerToken(request);
      const token = bearer ?? (request.cookies[SESSION_COOKIE] || void 0);
      const user = token ? await findUserBySessionToken(app.db, token) : void 0;
      request.user = user ?? { ...GUEST_USER, roles: [...GUEST_USER.roles] };
      if (!user) return;
      request.sessionToken = token;
      request.authenticatedBy = bearer ? "bearer" : "cookie";
      if (request.authenticatedBy === "cookie" && WRITE_METHODS.has(request.method)) {
        const cookie = request.cookies[CSRF_COOKIE];
        const header = request.headers[CSRF_HEADER];
        if (!cookie || typeof header !== "string" || !sameText(cookie, header)) {
          throw new AppError("CSRF", 403, "missing or wrong x-csrf-token header");
        }
      }
    });
  },
  { name: "identify-user", dependencies: ["@fastify/cookie"] }
);

// src/areas/auth/schemas.ts
import { PASSWORD_STRENGTH_LABELS, ROLES as ROLES2 } from "@gartenwerk/domain";
import { Type as Type5 } from "@sinclair/typebox";
var Handle = Type5.String({ minLength: 1, maxLength: 254, description: "The e-mail address" });
var Password = Type5.String({ minLength: 1, maxLength: 1024 });
var Token = Type5.String({ minLength: 1, maxLength: 200 });
var TotpCode = Type5.String({ pattern: "^[0-9]{6}$", description: "The 6-digit TOTP code" });
var FreeObject = Type5.Record(Type5.String(), Type5.Unknown());
var DateTime = Type5.String({ format: "date-time" });
var RoleSchema = Type5.Union(ROLES2.map((role) => Type5.Literal(role)));
var CurrentUserSchema = Type5.Object(
  {
    _id: Type5.String(),
    handle: Type5.String(),
    name: Type5.Optional(Type5.String()),
    roles: Type5.Array(Type5.String()),
    userData: Type5.Optional(FreeObject),
    two_factor: Type5.Optional(Type5.Object({ enabled: Type5.Boolean() })),
    failedLogins: Type5.Optional(Type5.Integer()),
    lastLogin: Type5.Optional(Type5.Union([DateTime, Type5.Null()])),
    verified: Type5.Optional(Type5.Boolean()),
    locked: Type5.Optional(Type5.Boolean()),
    created: Type5.Optional(DateTime)
  },
  { description: "A user (never the password hash or the two-factor secret), or the guest" }
);
var OkSchema2 = Type5.Object({ ok: Type5.Literal(true) });
var LoginBodySchema = Type5.Object({
  handle: Handle,
  password: Password,
  code: Type5.Optional(TotpCode)
});
var LoginResponseSchema = Type5.Union([
  Type5.Composite([CurrentUserSchema, Type5.Object({ token: Type5.String() })]),
  Type5.Object({ fa2required: Type5.Literal(true) })
]);
var SignupBodySchema = Type5.Object({
  handle: Handle,
  password: Password,
  password2: Password,
  userData: Type5.Optional(FreeObject),
  meta: Type5.Optional(Type5.Unknown()),
  alternate_shipping_address: Type5.Optional(Type5.Unknown()),
  newsletter_consent: Type5.Optional(Type5.Unknown())
});
var TokenBodySchema = Type5.Object({ token: Token });
var HandleBodySchema = Type5.Object({ handle: Handle });
var ResetPasswordBodySchema = Type5.Object({ token: Token, password: Password, password2: Password });
var ChangePasswordBodySchema = Type5.Object({
  oldPassword: Password,
  password: Password,
  password2: Password
});
var SetPasswordBodySchema = Type5.Object({ _id: Type5.String({ minLength: 1 }), password: Password });
var PasswordBodySchema = Type5.Object({ password: Type5.String({ maxLength: 1024 }) });
var PasswordStrengthSchema = Type5.Object({
  score: Type5.Integer({ minimum: 0, maximum: 4 }),
  label: Type5.Union(PASSWORD_STRENGTH_LABELS.map((label) => Type5.Literal(label)))
});
var EmptyBodySchema = Type5.Object({});
var TwoFactorSetupSchema = Type5.Object({
  secret: Type5.String(),
  otpauthUrl: Type5.String(),
  qrCode: Type5.String({ description: "A data: URL of a PNG image" })
});
var CodeBodySchema = Type5.Object({ code: TotpCode });
var Disable2FABodySchema = Type5.Object({
  code: Type5.Optional(TotpCode),
  _id: Type5.Optional(Type5.String({ minLength: 1 }))
});
var CustomerIdSchema = Type5.Object({ customerId: Type5.Integer() });
var UserQuerySchema = Type5.Object({
  search: Type5.Optional(Type5.String({ maxLength: 200 })),
  role: Type5.Optional(RoleSchema),
  page: Type5.Optional(Type5.Integer({ minimum: 1 })),
  limit: Type5.Optional(Type5.Integer({ minimum: 1, maximum: 1e3 }))
});
var SearchBodySchema = Type5.Object({
  text: Type5.String({ maxLength: 200 }),
  page: Type5.Optional(Type5.Integer({ minimum: 1 })),
  limit: Type5.Optional(Type5.Integer({ minimum: 1, maximum: 1e3 }))
});
var IdListSchema = Type5.Array(Type5.String({ minLength: 1 }), { maxItems: 1e3 });
var CreateUserBodySchema = Type5.Object({
  handle: Handle,
  name: Type5.Optional(Type5.String({ maxLength: 200 })),
  roles: Type5.Array(RoleSchema),
  password: Type5.Optional(Password)
});
var UpdateUserBodySchema = Type5.Object({
  _id: Type5.String({ minLength: 1 }),
  name: Type5.Optional(Type5.String({ maxLength: 200 })),
  userData: Type5.Optional(FreeObject),
  roles: Type5.Optional(Type5.Array(RoleSchema)),
  locked: Type5.Optional(Type5.Boolean())
});

// src/areas/auth/routes.ts
var DEFAULT_AUTH_RATE_LIMITS = { perIp: 30, perHandle: 10, windowMs: 6e4 };
function requestLanguage(request) {
  return pickLanguage(request.cookies.lang ?? request.headers["accept-language"]);
}
var adminOnly = requireRole("admin", "system");
var USER_LIST = ListSchema(CurrentUserSchema);
var authRoutes = async (app, options) => {
  const limits2 = { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits };
  const perIp = { max: limits2.perIp, timeWindow: limits2.windowMs, keyGenerator: (r) => r.ip };
  const handleLimiter = app.createRateLimit({
    max: limits2.perHandle,
    timeWindow: limits2.windowMs,
    keyGenerator: (request) => `handle:${normalizeHandle(request.body.handle)}`
  });
  const limitPerHandle = async (request, reply) => {
    const result = await handleLimiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw new AppError(
        "RATE_LIMITED",
        429,
        `too many requests, try again in ${result.ttlInSeconds} seconds`
      );
    }
  };
  const limited = { config: { rateLimit: perIp }, preHandler: limitPerHandle };
  app.get(
    "/auth/current",
    {
      schema: {
        tags: ["auth"],
        summary: "The current user (anyone; the guest when nobody is signed in)",
        response: { 200: CurrentUserSchema }
      }
    },
    async (request, reply) => {
      if (request.authenticatedBy === "cookie" && !request.cookies[CSRF_COOKIE])
        setCsrfCookie(request, reply);
      return request.user;
    }
  );
  app.post(
    "/auth/login",
    {
      ...limited,
      schema: {
        tags: ["auth"],
        summary: "Sign in; answers the user and a token, or fa2required when a TOTP code is due (anyone)",
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema }
      }
    },
    async (request, reply) => {
      const result = await login(app.db, request.body);
      if ("fa2required" in result) return result;
      setSessionCookie(request, reply, result.token);
      const guestCart = guestCartId(request);
      if (guestCart) {
        await mergeGuestCarts(app.db, guestCart, result.user._id);
        clearCartCookie(reply);
      }
      return { ...result.user, token: result.token };
    }
  );
  app.get(
    "/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out: ends the session and answers the guest (anyone)",
        response: { 200: CurrentUserSchema }
      }
    },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      clearSessionCookie(reply);
      return { ...GUEST_USER, roles: [...GUEST_USER.roles] };
    }
  );
  const signupRoute = (source) => app.post(
    `/${source === "site" ? "auth" : "shop"}/signup`,
    {
      ...limited,
      schema: {
        tags: ["auth"],
        summary: "Sign up; the user stays unverified until the mailed link is opened (anyone)",
        body: SignupBodySchema,
        response: { 200: CurrentUserSchema }
      }
    },
    async (request) => signup(app.db, app.mailer, request.body, source, requestLanguage(request))
  );
  signupRoute("site");
  signupRoute("shop");
  app.post(
    "/auth/verify",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm the e-mail address with the mailed token (anyone)",
        body: TokenBodySchema,
        response: { 200: CurrentUserSchema }
      }
    },
    async (request) => verifyEmail(app.db, request.body.token)
  );
  for (const prefix of ["auth", "shop"]) {
    app.post(
      `/${prefix}/requestPasswordReset`,
      {
        ...limited,
        schema: {
          tags: ["auth"],
          summary: "Mail a one-time link to set a new password (anyone)",
          body: HandleBodySchema,
          response: { 200: OkSchema2 }
        }
      },
      async (request) => {
        await requestPasswordReset(app.db, app.mailer, request.body.handle, requestLanguage(request));
        return { ok: true };
      }
    );
  }
  app.post(
    "/auth/resetPassword",
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the mailed token; every session of the user ends (anyone)",
        body: ResetPasswordBodySchema,
        response: { 200: OkSchema2 }
      }
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { ok: true };
    }
  );
  app.post(
    "/auth/changePassword",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["auth"],
        summary: "Change one's own password; other sessions end (signed in)",
        body: ChangePasswordBodySchema,
        response: { 200: CurrentUserSchema }
      }
    },
    async (request) => changePassword(app.db, request.user._id, request.sessionToken, request.body)
  );
  app.post(
    "/auth/setPassword",
    {
      preHandler: adminOnly,
      schema: {
        tags: ["auth"],
        summary: "Set a user's password; that user's sessions end (admin, system)",
        body: SetPasswordBodySchema,
        response: { 200: CurrentUserSchema }
      }
    },
    async (request) => setPassword(app.db, request.body)
  );
  app.post(
    "/auth/checkPasswordStrength",
    {
      schema: {
        tags: ["auth"],
        summary: "Score a password 0\u20134 with its label (anyone)",
        body: PasswordBodySchema,
        response: { 200: PasswordStrengthSchema }
      }
    },
    async (request) => passwordStrength(request.body.password)
  );
  app.post(
    "/auth/enable2FA",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["auth"],
        summary: "Start two-factor sign-in: a new TOTP secret and its QR code (signed in)",
        body: Type6.Optional(EmptyBodySchema),
        response: { 200: TwoFactorSetupSchema }
      }
    },
    async (request) => enable2FA(app.db, request.user._id)
  );
  app.post(
    "/auth/verify2FA",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["auth"],
        summary: "Confirm a TOTP code of the new secret; two-factor is then on (signed in)",
        body: CodeBodySchema,
        response: { 200: CurrentUserSchema }
      }
    },
    async (request) => verify2FA(app.db, request.user._id, request.body.code)
  );
  app.post(
    "/auth/disable2FA",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["auth"],
        summary: "Turn two-factor off: {code} for oneself, {_id} for anyone (admin, system)",
        body: Disable2FABodySchema,
        response: { 200: CurrentUserSchema }
      }
    },
    async (request) => disable2FA(app.db, request.user, request.body)
  );
  app.post(
    "/shop/request2FAReset",
    {
      ...limited,
      schema: {
        tags: ["auth"],
        summary: "Mail a one-time link that turns two-factor off (anyone)",
        body: HandleBodySchema,
        response: { 200: OkSchema2 }
      }
    },
    async (request) => {
      await request2FAReset(app.db, app.mailer, request.body.handle, requestLanguage(request));
      return { ok: true };
    }
  );
  app.post(
    "/auth/reset2FA",
    {
      config: { rateLimit: perIp },
      schema: {
        tags: ["auth"],
        summary: "Turn two-factor off with the mailed token (anyone)",
        body: TokenBodySchema,
        response: { 200: OkSchema2 }
      }
    },
    async (request) => {
      await reset2FA(app.db, request.body.token);
      return { ok: true };
    }
  );
  app.get(
    "/auth/getUniqueCustomerId",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["auth"],
        summary: "A customer number never handed out before (signed in)",
        response: { 200: CustomerIdSchema }
      }
    },
    async () => ({ customerId: await nextCustomerId(app.db) })
  );
  app.get(
    "/auth/getAvailableGroups",
    {
      preHandler: adminOnly,
      schema: {
        tags: ["auth"],
        summary: "The roles that may be assigned: config components.auth.availableRoles (admin, system)",
        response: { 200: Type6.Array(RoleSchema) }
      }
    },
    async () => (await getConfig(app.db)).components.auth.availableRoles
  );
  app.get(
    "/auth/",
    {
      preHandler: adminOnly,
      schema: {
        tags: ["auth"],
        summary: "Users by search text and role, paged; fixed accounts and internal users left out (admin, system)",
        querystring: UserQuerySchema,
        response: { 200: USER_LIST }
      }
    },
    async (request) => listUsers(app.db, request.query)
  );
  app.post(
    "/auth/getData",
    {
      preHandler: adminOnly,
      schema: {
        tags: ["auth"],
        summary: "Same as the list read, with the query in the body (admin, system)",
        body: UserQuerySchema,
        response: { 200: USER_LIST }
      }
    },
    async (request) => listUsers(app.db, request.body)
  );
  app.post(
    "/search/auth",
    {
      preHandler: adminOnly,
      schema: {
        tags: ["auth"],
        summary: "Users whose handle or name contains the text (admin, system)",
        body: SearchBodySchema,
        response: { 200: USER_LIST }
      }
    },
    async (request) => {
      const { text: text18, ...paging } = request.body;
      return listUsers(app.db, { search: text18, ...paging });
    }
  );
  app.post(
    "/batch/auth/",
    {
      preHandler: adminOnly,
      schema: {
        tags: ["auth"],
        summary: "The users of the given ids (admin, system)",
        body: IdListSchema,
        response: { 200: Type6.Array(CurrentUserSchema) }
      }
    },
    async (request) => getUsersByIds(app.db, request.body)
  );
  app.get(
    "/auth/:id",
    {
      schema: {
        tags: ["auth"],
        summary: "One user: oneself (signed in) or anyone (admin, system)",
        params: IdParamsSchema,
        response: { 200: CurrentUserSchema }
      }
    },
    async (request) => getUser(app.db, request.user, request.params.id)
  );
  app.post(
    "/auth/",
    {
      preHandler: adminOnly,
      schema: {
        tags: ["auth"],
        summary: "Add a user, verified; roles from availableRoles (admin, system)",
        body: CreateUserBodySchema,
        response: { 200: CurrentUserSchema }
      }
    },
    async (request) => createUserByAdmin(app.db, request.body, (await getConfig(app.db)).components.auth.availableRoles)
  );
  app.put(
    "/auth/",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["auth"],
        summary: "Change a user: own name and userData (signed in); roles, lock and others (admin, system)",
        body: UpdateUserBodySchema,
        response: { 200: Type6.Array(CurrentUserSchema) }
      }
    },
    async (request) => {
      const { auth, shop } = (await getConfig(app.db)).components;
      return [await updateUser(app.db, request.user, request.body, auth.availableRoles, shop)];
    }
  );
  app.delete(
    "/auth/:id",
    {
      preHandler: adminOnly,
      schema: {
        tags: ["auth"],
        summary: "Remove a user; the fixed accounts stay (admin, system)",
        params: IdParamsSchema,
        response: { 200: OkSchema2 }
      }
    },
    async (request) => {
      await deleteUser(app.db, request.params.id);
      return { ok: true };
    }
  );
};

// src/areas/config/schemas.ts
import { ROLES as ROLES3 } from "@gartenwerk/domain";
import { Type as Type8 } from "@sinclair/typebox";

// src/areas/shop-payment/providers.ts
import { offeredPaymentMethods } from "@gartenwerk/domain";
import { Type as Type7 } from "@sinclair/typebox";
var BankDetailsSchema = Type7.Object({
  account_holder: Type7.String({ maxLength: 200 }),
  iban: Type7.String({ maxLength: 50 }),
  bic: Type7.String({ maxLength: 20 }),
  bank: Type7.String({ maxLength: 200 })
});
var PAYMENT_STATES = ["pending", "paid"];
var OrderPaymentSchema = Type7.Object({
  method: Type7.String(),
  state: Type7.Union(PAYMENT_STATES.map((state) => Type7.Literal(state))),
  /** Bank transfer details for prepayment; null for the other methods. */
  bank_details: Type7.Union([BankDetailsSchema, Type7.Null()]),
  /** Where the customer completes the payment (online providers); null for offline methods. */
  redirect: NullableString()
});
var offline = (method, isAvailable, withBankDetails = false) => ({
  method,
  isAvailable,
  async start({ bankDetails }) {
    return { method, state: "pending", bank_details: withBankDetails ? bankDetails : null, redirect: null };
  }
});
var prepayment = offline("prepayment", () => true, true);
var invoice = offline(
  "invoice",
  ({ customer }) => customer?.paymentsources?.invoice?.enabled === true
);
var cashOnPickup = offline("cash_on_pickup", ({ shippingMethod }) => shippingMethod === "pickup");
var PAYMENT_PROVIDERS = new Map(
  [prepayment, invoice, cashOnPickup].map((provider) => [provider.method, provider])
);
function eligiblePaymentMethods(input) {
  return offeredPaymentMethods({
    paymentsources: input.paymentsources,
    customer: input.customer,
    totalCents: input.totalCents,
    country: input.country
  }).filter((method) => PAYMENT_PROVIDERS.get(method)?.isAvailable(input) === true);
}

// src/areas/config/schemas.ts
var NullableNumber2 = () => Type8.Unsafe({ type: ["number", "null"] });
var NullableString2 = () => Type8.Unsafe({ type: ["string", "null"] });
var RoleSchema2 = Type8.Union(ROLES3.map((role) => Type8.Literal(role)));
var RouteMetaSchema = Type8.Object({
  route: Type8.String(),
  meta: Type8.Object({ title: Type8.Optional(Type8.String()), description: Type8.Optional(Type8.String()) })
});
var MailboxSchema = Type8.Object({ uuid: Type8.String(), name: Type8.String(), email: Type8.String() });
var ShopUrlsSchema = Type8.Object({
  terms: Type8.String(),
  shipping: Type8.String(),
  privacy: Type8.String(),
  imprint: Type8.String(),
  disclaimer: Type8.String(),
  reset2FA: Type8.String(),
  checkout_address: Type8.String(),
  login: Type8.String(),
  checkout: Type8.String(),
  signup: Type8.String(),
  account: Type8.String(),
  pricerequest: Type8.String(),
  shop: Type8.String(),
  special_conditions: Type8.String(),
  resetPassword: Type8.String(),
  verify: Type8.String()
});
var PaymentSourceSchema = Type8.Object({
  enabled: Type8.Boolean(),
  /** Cart total limits in euros; 0 or null means unlimited. */
  min: Type8.Optional(NullableNumber2()),
  max: Type8.Optional(NullableNumber2())
});
var CountryRecord = (value) => Type8.Record(Type8.String({ pattern: "^[a-z]{2}$" }), value);
var ZipRangeFields = {
  start: Type8.Union([Type8.String(), Type8.Number()]),
  end: Type8.Union([Type8.String(), Type8.Number()])
};
var VatGroupSchema = Type8.Object({
  uuid: Type8.String({ minLength: 1 }),
  name: Type8.Optional(Type8.String()),
  rates: CountryRecord(Type8.Number({ minimum: 0, maximum: 100 }))
});
var DiscountGroupSchema = Type8.Object({
  uuid: Type8.String({ minLength: 1 }),
  name: Type8.Optional(Type8.String()),
  type: Type8.Union([Type8.Literal("percent"), Type8.Literal("flat")]),
  items: Type8.Array(
    Type8.Object({ from: Type8.Number({ minimum: 0 }), discount: Type8.Number({ minimum: 0 }) })
  ),
  global: Type8.Optional(Type8.Boolean()),
  additiv: Type8.Optional(Type8.Boolean()),
  roles: Type8.Optional(Type8.Array(Type8.String()))
});
var ShippingGroupSchema = Type8.Object({
  uuid: Type8.String({ minLength: 1 }),
  name: Type8.Optional(Type8.String()),
  type: Type8.Optional(Type8.Union([Type8.Literal("weight"), Type8.Literal("count")])),
  unit: Type8.Array(
    Type8.Object({
      max: Type8.Number({ minimum: 0 }),
      costs: CountryRecord(NullableNumber2()),
      zips: Type8.Optional(
        Type8.Array(
          Type8.Object({
            ...ZipRangeFields,
            country: Type8.Optional(Type8.String()),
            costs: Type8.Number({ minimum: 0 })
          })
        )
      )
    })
  ),
  shipping_free_amount_treshhold: Type8.Optional(CountryRecord(NullableNumber2()))
});
var ShippingCountrySchema = Type8.Object({
  code: Type8.String({ pattern: "^[a-z]{2}$" }),
  name: Type8.Optional(Type8.String()),
  shipping_free_amount_treshhold: Type8.Optional(NullableNumber2()),
  zips: Type8.Optional(
    Type8.Array(
      Type8.Object({
        ...ZipRangeFields,
        costs: Type8.Optional(NullableNumber2()),
        threshold: Type8.Optional(NullableNumber2())
      })
    )
  )
});
var PickupSchema = Type8.Object({
  enabled: Type8.Boolean(),
  /** Where and when orders are collected, shown at checkout. */
  location: Type8.String({ maxLength: 500 })
});
var AdditionalConditionsSchema = Type8.Object({
  enabled: Type8.Boolean(),
  text: Type8.String({ maxLength: 5e3 })
});
var ShopConfigSchema = Type8.Object({
  urls: ShopUrlsSchema,
  home_country: Type8.String(),
  vat_type: Type8.Union([Type8.Literal("inclusive"), Type8.Literal("exclusive")]),
  show_sold_out: Type8.Boolean(),
  fixed_price: Type8.Boolean(),
  /** Euros. */
  shipping_free_amount_treshhold: NullableNumber2(),
  paymentsources: Type8.Record(Type8.String(), PaymentSourceSchema),
  stripe: Type8.Object({ live_mode: Type8.Boolean() }),
  // The shop's groups live here, beside the settings the pricing rules read with them.
  vat_groups: Type8.Optional(Type8.Array(VatGroupSchema)),
  discount_groups: Type8.Optional(Type8.Array(DiscountGroupSchema)),
  shipping_groups: Type8.Optional(Type8.Array(ShippingGroupSchema)),
  shipping_countries: Type8.Optional(Type8.Array(ShippingCountrySchema)),
  /** VAT group whose rate shipping charges carry. */
  shipping_vat_group: Type8.Optional(NullableString2()),
  /** Whether customers may collect their order at the nursery (free shipping, home-country VAT). */
  pickup: Type8.Optional(PickupSchema),
  /** Conditions besides the terms a customer must accept at checkout when enabled. */
  additional_conditions: Type8.Optional(AdditionalConditionsSchema),
  /** The account prepayments go to; shown in the order confirmation. */
  bank_details: Type8.Optional(Type8.Union([BankDetailsSchema, Type8.Null()]))
});
var ConfigSectionsSchema = Type8.Object({
  meta: Type8.Object({ og_image: NullableString2(), routes: Type8.Array(RouteMetaSchema) }),
  system: Type8.Object({
    maintenance: Type8.Object({ enabled: Type8.Boolean(), image: NullableString2() }),
    quantity_units: Type8.Array(Type8.String())
  }),
  mail: Type8.Object({ mailboxes: Type8.Array(MailboxSchema), DEFAULT_SYSTEM_MAILBOX: NullableString2() }),
  components: Type8.Object({
    shop: ShopConfigSchema,
    auth: Type8.Object({ availableRoles: Type8.Array(RoleSchema2), allow_sms_reset: Type8.Boolean() }),
    map: Type8.Object({ apikey: Type8.String() }),
    social: Type8.Object({ fb: Type8.Record(Type8.String(), Type8.Unknown()) }),
    images: Type8.Object({ force_disable_cache: Type8.Boolean() }),
    message: Type8.Object({ fields: Type8.Array(Type8.Unknown()) }),
    admincenter: Type8.Object({ url: Type8.String() })
  }),
  enabled_components: Type8.Array(Type8.String())
});
var ConfigSchema = Type8.Composite([Type8.Object({ _id: Type8.String() }), ConfigSectionsSchema], {
  description: "The site configuration"
});
var ConfigUpdateSchema = Type8.Partial(
  Type8.Composite([Type8.Object({ _id: Type8.String() }), ConfigSectionsSchema]),
  { additionalProperties: false }
);
var ConfigListSchema = Type8.Array(ConfigSchema);

// src/areas/config/routes.ts
var configRoutes = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["config"],
        summary: "The site configuration as a one-item list (anyone)",
        response: { 200: ConfigListSchema }
      }
    },
    async () => [await getConfig(app.db)]
  );
  app.put(
    "/",
    {
      schema: {
        tags: ["config"],
        summary: "Replaces the given sections of the site configuration (admin, system)",
        body: ConfigUpdateSchema,
        response: { 200: ConfigListSchema }
      },
      preHandler: requireRole("admin", "system")
    },
    async (request) => [await updateConfig(app.db, request.body)]
  );
};

// src/areas/entry/routes.ts
import { canAdminister as canAdminister2 } from "@gartenwerk/domain";
import { Type as Type10 } from "@sinclair/typebox";

// src/areas/entry/schemas.ts
import { Type as Type9 } from "@sinclair/typebox";
var NullableString3 = () => Type9.Unsafe({ type: ["string", "null"] });
var FileRefSchema = Type9.Object(
  { _id: Type9.String({ minLength: 1 }), name: Type9.Optional(Type9.String()) },
  { additionalProperties: true }
);
var BLOCK_TYPES = ["spacer", "text", "hr", "gallery", "download"];
var Breakpoints = (value) => Type9.Object({ xs: Type9.Optional(value()), md: Type9.Optional(value()), lg: Type9.Optional(value()) });
var BlockAttrsSchema = Type9.Object({
  size: Type9.Optional(Breakpoints(() => Type9.Integer({ minimum: 1, maximum: 12 }))),
  visible: Type9.Optional(Breakpoints(() => Type9.Boolean()))
});
var Props = (properties) => Type9.Object(properties, { additionalProperties: true });
var block = (type, props) => Type9.Object({
  type: Type9.Literal(type),
  props,
  attrs: Type9.Optional(BlockAttrsSchema)
});
var BlockInputSchema = Type9.Union([
  block("spacer", Props({ height: Type9.Optional(Type9.Integer({ minimum: 0, maximum: 1e3 })) })),
  block("text", Props({ content: Type9.String({ maxLength: 2e5 }) })),
  block("hr", Props({})),
  block("gallery", Props({ images: Type9.Array(FileRefSchema, { maxItems: 500 }) })),
  block("download", Props({ downloads: Type9.Array(FileRefSchema, { maxItems: 500 }) }))
]);
var ResolvedBreakpoints = (value) => Type9.Object({ xs: value(), md: value(), lg: value() });
var BlockSchema = Type9.Object({
  type: Type9.Union(BLOCK_TYPES.map((type) => Type9.Literal(type))),
  props: Type9.Record(Type9.String(), Type9.Unknown()),
  attrs: Type9.Object({
    size: ResolvedBreakpoints(() => Type9.Integer()),
    visible: ResolvedBreakpoints(() => Type9.Boolean())
  })
});
var LinkSchema = Type9.Object(
  { url: Type9.String({ maxLength: 2e3 }), title: Type9.Optional(Type9.String()) },
  { additionalProperties: true }
);
var SponsorSchema = Type9.Object(
  {
    name: Type9.Optional(Type9.String()),
    url: Type9.Optional(Type9.String({ maxLength: 2e3 })),
    image: Type9.Optional(Type9.Union([FileRefSchema, Type9.Null()]))
  },
  { additionalProperties: true }
);
var MediaSchema = Type9.Object({ images: Type9.Array(FileRefSchema, { maxItems: 500 }) });
var EntrySchema = Type9.Object({
  _id: Type9.String(),
  title: Type9.String(),
  slug: NullableString3(),
  type: Type9.String(),
  route: NullableString3(),
  parent_page: NullableString3(),
  order: Type9.Integer(),
  tags: Type9.Array(Type9.String()),
  published: Type9.Boolean(),
  publish_date: Type9.String({ format: "date-time" }),
  date: Type9.String({ format: "date-time" }),
  /** HTML, sanitised. */
  content: Type9.String(),
  media: MediaSchema,
  downloads: Type9.Array(FileRefSchema),
  links: Type9.Array(LinkSchema),
  sponsors: Type9.Array(SponsorSchema),
  meta_keywords: Type9.String(),
  meta_description: Type9.String(),
  /** The page-building blocks. */
  data: Type9.Array(BlockSchema)
});
var EntryFieldsSchema = Type9.Object({
  title: Type9.Optional(Type9.String({ minLength: 1, maxLength: 300 })),
  slug: Type9.Optional(
    Type9.Union([Type9.String({ maxLength: 200, pattern: "^[A-Za-z0-9_-]*$" }), Type9.Null()])
  ),
  type: Type9.Optional(Type9.String({ minLength: 1, maxLength: 40 })),
  route: Type9.Optional(Type9.Union([Type9.String({ maxLength: 300, pattern: "^/" }), Type9.Null()])),
  parent_page: Type9.Optional(NullableString3()),
  order: Type9.Optional(Type9.Integer()),
  tags: Type9.Optional(Type9.Array(Type9.String({ maxLength: 100 }), { maxItems: 100 })),
  publish_date: Type9.Optional(Type9.String({ format: "date-time" })),
  date: Type9.Optional(Type9.String({ format: "date-time" })),
  content: Type9.Optional(Type9.String({ maxLength: 2e5 })),
  media: Type9.Optional(MediaSchema),
  downloads: Type9.Optional(Type9.Array(FileRefSchema, { maxItems: 500 })),
  links: Type9.Optional(Type9.Array(LinkSchema, { maxItems: 200 })),
  sponsors: Type9.Optional(Type9.Array(SponsorSchema, { maxItems: 200 })),
  meta_keywords: Type9.Optional(Type9.String({ maxLength: 1e3 })),
  meta_description: Type9.Optional(Type9.String({ maxLength: 1e3 })),
  data: Type9.Optional(Type9.Array(BlockInputSchema, { maxItems: 500 }))
});
var EntryUpdateSchema = Type9.Composite([
  Type9.Object({
    _id: Type9.Optional(Type9.String({ minLength: 1 })),
    published: Type9.Optional(Type9.Boolean())
  }),
  EntryFieldsSchema
]);
var EntryIdBodySchema = Type9.Object({ _id: Type9.String({ minLength: 1 }) });
var ENTRY_SORTS = ["publish_date", "order"];
var EntryQuerySchema = Type9.Composite([
  Type9.Object({
    route: Type9.Optional(Type9.String()),
    slug: Type9.Optional(Type9.String()),
    type: Type9.Optional(Type9.String()),
    parent_page: Type9.Optional(Type9.String()),
    tags: Type9.Optional(Type9.String({ description: "One tag the entries carry" })),
    /** Admin and system only; visitors always get published entries. */
    published: Type9.Optional(Type9.Boolean()),
    /** Default: by order for pages (type=page), newest publish_date first otherwise. */
    sort: Type9.Optional(Type9.Union(ENTRY_SORTS.map((sort) => Type9.Literal(sort))))
  }),
  PagingQuerySchema
]);

// src/areas/entry/service.ts
import { GRID_COLUMNS, NEW_ENTRY_TITLE, sortEntriesByPublishDate, sortPages } from "@gartenwerk/domain";
import { and as and5, eq as eq7, inArray as inArray6, sql as sql4 } from "drizzle-orm";

// src/areas/entry/html.ts
import sanitizeHtml from "sanitize-html";
var ALLOW_LIST = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "sub",
    "sup",
    "mark",
    "span",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td"
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    "*": ["style"]
  },
  // Only alignment survives from inline styles: what the editor's text-align extension writes.
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link opening a new tab must not hand the opener to the page it opens.
    a: (tagName, attribs) => attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs }
  }
};
function sanitizeRichText(html) {
  return sanitizeHtml(html, ALLOW_LIST);
}

// src/areas/entry/table.ts
import { boolean as boolean5, index as index5, integer as integer5, jsonb as jsonb7, pgTable as pgTable9, text as text9, timestamp as timestamp9 } from "drizzle-orm/pg-core";
var entries = pgTable9(
  "entries",
  {
    id: text9("id").primaryKey().$defaultFn(newId),
    title: text9("title").notNull(),
    slug: text9("slug"),
    type: text9("type").notNull().default("page"),
    route: text9("route"),
    parentPage: text9("parent_page"),
    order: integer5("order").notNull().default(0),
    tags: text9("tags").array().notNull().default([]),
    published: boolean5("published").notNull().default(false),
    publishDate: timestamp9("publish_date", { withTimezone: true }).notNull().defaultNow(),
    date: timestamp9("date", { withTimezone: true }).notNull().defaultNow(),
    data: jsonb7("data").$type().notNull().default({}),
    created: timestamp9("created", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [
    index5("entries_route_idx").on(table.route),
    index5("entries_slug_idx").on(table.slug),
    index5("entries_publish_date_idx").on(table.publishDate)
  ]
);

// src/areas/entry/service.ts
var NEW_ENTRY_CONTENT = "<p></p>";
function normalizeBlock(block2) {
  const size = block2.attrs?.size ?? {};
  const visible = block2.attrs?.visible ?? {};
  const props = { ...block2.props };
  if (block2.type === "text") props.content = sanitizeRichText(String(props.content ?? ""));
  return {
    type: block2.type,
    props,
    attrs: {
      size: { xs: size.xs ?? GRID_COLUMNS, md: size.md ?? GRID_COLUMNS, lg: size.lg ?? GRID_COLUMNS },
      visible: { xs: visible.xs ?? true, md: visible.md ?? true, lg: visible.lg ?? true }
    }
  };
}
function toEntry(row) {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    type: row.type,
    route: row.route,
    parent_page: row.parentPage,
    order: row.order,
    tags: row.tags,
    published: row.published,
    publish_date: row.publishDate.toISOString(),
    date: row.date.toISOString(),
    content: sanitizeRichText(row.data.content ?? ""),
    media: { images: row.data.media?.images ?? [] },
    downloads: row.data.downloads ?? [],
    links: row.data.links ?? [],
    sponsors: row.data.sponsors ?? [],
    meta_keywords: row.data.meta_keywords ?? "",
    meta_description: row.data.meta_description ?? "",
    data: (row.data.blocks ?? []).map(normalizeBlock)
  };
}
async function listEntries(db, query, reader2) {
  const conditions2 = [];
  if (!reader2.includeUnpublished) conditions2.push(eq7(entries.published, true));
  else if (query.published !== void 0) conditions2.push(eq7(entries.published, query.published));
  if (query.route !== void 0) conditions2.push(eq7(entries.route, query.route));
  if (query.slug !== void 0) conditions2.push(eq7(entries.slug, query.slug));
  if (query.type !== void 0) conditions2.push(eq7(entries.type, query.type));
  if (query.parent_page !== void 0) conditions2.push(eq7(entries.parentPage, query.parent_page));
  if (query.tags !== void 0) conditions2.push(sql4`${query.tags} = any(${entries.tags})`);
  const rows = await db.select().from(entries).where(and5(...conditions2)).orderBy(entries.id);
  const found = rows.map(toEntry);
  const byOrder = query.sort === "order" || query.sort === void 0 && query.type === "page";
  const sorted = byOrder ? sortPages(found) : sortEntriesByPublishDate(found);
  const skip = query.skip ?? 0;
  return { items: sorted.slice(skip, skip + (query.limit ?? 1e3)), total: sorted.length };
}
async function findRow(db, id) {
  const [row] = await db.select().from(entries).where(eq7(entries.id, id)).limit(1);
  return row;
}
async function getEntry(db, id, reader2) {
  const row = await findRow(db, id);
  if (!row || !row.published && !reader2.includeUnpublished) throw notFound("entry not found");
  return toEntry(row);
}
function mergeContent(current, fields) {
  const next = { ...current };
  if (fields.content !== void 0) next.content = sanitizeRichText(fields.content);
  if (fields.media !== void 0) next.media = fields.media;
  if (fields.downloads !== void 0) next.downloads = fields.downloads;
  if (fields.links !== void 0) next.links = fields.links;
  if (fields.sponsors !== void 0) next.sponsors = fields.sponsors;
  if (fields.meta_keywords !== void 0) next.meta_keywords = fields.meta_keywords;
  if (fields.meta_description !== void 0) next.meta_description = fields.meta_description;
  if (fields.data !== void 0) next.blocks = fields.data.map(normalizeBlock);
  return next;
}
function columns(fields) {
  return {
    ...fields.title !== void 0 ? { title: fields.title } : {},
    ...fields.slug !== void 0 ? { slug: fields.slug } : {},
    ...fields.type !== void 0 ? { type: fields.type } : {},
    ...fields.route !== void 0 ? { route: fields.route } : {},
    ...fields.parent_page !== void 0 ? { parentPage: fields.parent_page } : {},
    ...fields.order !== void 0 ? { order: fields.order } : {},
    ...fields.tags !== void 0 ? { tags: fields.tags.filter((tag) => tag !== "") } : {},
    ...fields.publish_date !== void 0 ? { publishDate: new Date(fields.publish_date) } : {},
    ...fields.date !== void 0 ? { date: new Date(fields.date) } : {}
  };
}
async function createEntry(db, fields) {
  const now = /* @__PURE__ */ new Date();
  const [row] = await db.insert(entries).values({
    title: NEW_ENTRY_TITLE,
    type: "page",
    publishDate: now,
    date: now,
    published: false,
    ...columns(fields),
    data: mergeContent({ content: NEW_ENTRY_CONTENT }, fields)
  }).returning();
  if (!row) throw new Error("entry was not created");
  return toEntry(row);
}
async function updateEntry(db, id, update) {
  return db.transaction(async (tx) => {
    const current = await findRow(tx, id);
    if (!current) throw notFound("entry not found");
    const [row] = await tx.update(entries).set({ ...columns(update), data: mergeContent(current.data, update) }).where(eq7(entries.id, id)).returning();
    return toEntry(row);
  });
}
async function deleteEntries(db, ids) {
  if (ids.length === 0) return { deleted: 0 };
  const removed = await db.delete(entries).where(inArray6(entries.id, ids)).returning({ id: entries.id });
  return { deleted: removed.length };
}
async function deleteEntry(db, id) {
  const { deleted } = await deleteEntries(db, [id]);
  if (deleted === 0) throw notFound("entry not found");
  return { _id: id };
}
async function setPublished(db, id, published) {
  const [row] = await db.update(entries).set({ published }).where(eq7(entries.id, id)).returning();
  if (!row) throw notFound("entry not found");
  return toEntry(row);
}

// src/areas/entry/routes.ts
var editors = requireRole("admin", "system");
var reader = (request) => ({ includeUnpublished: canAdminister2(request.user) });
var entryRoutes = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["entry"],
        summary: "Entries by route, slug, type, parent_page or tag; pages by order, others newest first",
        querystring: EntryQuerySchema,
        response: { 200: ListSchema(EntrySchema) }
      }
    },
    async (request) => listEntries(app.db, request.query, reader(request))
  );
  app.get(
    "/:id",
    {
      schema: {
        tags: ["entry"],
        summary: "One entry (anyone; unpublished for admin and system only)",
        params: IdParamsSchema,
        response: { 200: EntrySchema }
      }
    },
    async (request) => getEntry(app.db, request.params.id, reader(request))
  );
  app.post(
    "/",
    {
      preHandler: editors,
      schema: {
        tags: ["entry"],
        summary: "A new, unpublished entry: title Titel, one paragraph, dates now (admin, system)",
        body: Type10.Optional(EntryFieldsSchema),
        response: { 201: EntrySchema }
      }
    },
    async (request, reply) => reply.status(201).send(await createEntry(app.db, request.body ?? {}))
  );
  app.put(
    "/",
    {
      preHandler: editors,
      schema: {
        tags: ["entry"],
        summary: "Changes the fields sent for the entry named by _id (admin, system)",
        body: EntryUpdateSchema,
        response: { 200: EntrySchema }
      }
    },
    async (request) => {
      if (!request.body._id) throw new AppError("VALIDATION", 400, "body must have required property _id");
      return updateEntry(app.db, request.body._id, request.body);
    }
  );
  app.put(
    "/:id",
    {
      preHandler: editors,
      schema: {
        tags: ["entry"],
        summary: "Changes the fields sent (admin, system)",
        params: IdParamsSchema,
        body: EntryUpdateSchema,
        response: { 200: EntrySchema }
      }
    },
    async (request) => updateEntry(app.db, request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: editors,
      schema: {
        tags: ["entry"],
        summary: "Removes an entry (admin, system)",
        params: IdParamsSchema,
        response: { 200: Type10.Object({ _id: Type10.String() }) }
      }
    },
    async (request) => deleteEntry(app.db, request.params.id)
  );
};
var entryActionRoutes = async (app) => {
  for (const [path, published] of [
    ["/publish/entry/", true],
    ["/unpublish/entry/", false]
  ]) {
    app.post(
      path,
      {
        preHandler: editors,
        schema: {
          tags: ["entry"],
          summary: `${published ? "Publishes" : "Unpublishes"} the entry named by _id (admin, system)`,
          body: EntryIdBodySchema,
          response: { 200: EntrySchema }
        }
      },
      async (request) => setPublished(app.db, request.body._id, published)
    );
  }
  app.post(
    "/batch/entry/remove",
    {
      preHandler: editors,
      schema: {
        tags: ["entry"],
        summary: "Removes several entries (admin, system)",
        body: Type10.Array(Type10.Union([Type10.String({ minLength: 1 }), EntryIdBodySchema]), { maxItems: 1e3 }),
        response: { 200: Type10.Object({ deleted: Type10.Integer() }) }
      }
    },
    async (request) => deleteEntries(
      app.db,
      request.body.map((item) => typeof item === "string" ? item : item._id)
    )
  );
};

// src/areas/file/routes.ts
import fastifyMultipart from "@fastify/multipart";
import { Type as Type12 } from "@sinclair/typebox";

// src/areas/file/schemas.ts
import { Type as Type11 } from "@sinclair/typebox";
var Resolution = Type11.Object({ w: Type11.Integer(), h: Type11.Integer() });
var VariantSchema2 = Type11.Object({
  gridref: Type11.String(),
  res: Resolution,
  size: Type11.Integer()
});
var FileSchema = Type11.Object(
  {
    _id: Type11.String(),
    name: Type11.String(),
    ext: Type11.String(),
    mime: Type11.String(),
    size: Type11.Integer(),
    uploadDate: Type11.String({ format: "date-time" }),
    tags: Type11.Array(Type11.String()),
    public: Type11.Boolean(),
    isImg: Type11.Boolean(),
    /** The image as shown after its edit; null for other files. */
    res: Type11.Union([Resolution, Type11.Null()]),
    gridrefs: Type11.Array(VariantSchema2),
    gridrefs_ng: Type11.Array(VariantSchema2, { description: "The same variants as webp" }),
    /** The variant the spec's rule picks (smallest at least 800×1024); null while there is none. */
    gridref: Type11.Union([Type11.String(), Type11.Null()]),
    /** Variants are being made. */
    processing: Type11.Boolean(),
    /** Why the variants could not be made; null when they were (or are still being) made. */
    processingError: Type11.Union([Type11.String(), Type11.Null()])
  },
  { description: "A file of the library" }
);
var FilterFields = {
  tag: Type11.Optional(Type11.String()),
  ext: Type11.Optional(Type11.String()),
  name: Type11.Optional(Type11.String({ description: "Part of the name, any case" }))
};
var FileQuerySchema = Type11.Object({
  ...FilterFields,
  limit: Type11.Optional(Type11.Integer({ minimum: 1, maximum: 1e3 })),
  skip: Type11.Optional(Type11.Integer({ minimum: 0 }))
});
var BrowserFilterSchema = Type11.Object({
  ...FilterFields,
  /** 1-based; 10 files per page. */
  page: Type11.Optional(Type11.Integer({ minimum: 1 }))
});
var FileBrowserRequestSchema = Type11.Object({ filter: Type11.Optional(BrowserFilterSchema) });
var GalleryBrowserRequestSchema = Type11.Object({
  filter: Type11.Optional(BrowserFilterSchema),
  token: Type11.Optional(Type11.String())
});
var BrowserDataSchema = Type11.Object({
  files: Type11.Array(FileSchema),
  numItems: Type11.Integer(),
  availableTags: Type11.Array(Type11.String()),
  availableExt: Type11.Array(Type11.String())
});
var BatchRequestSchema = Type11.Object({ ids: Type11.Array(Type11.String(), { maxItems: 1e3 }) });
var FileUpdateSchema = Type11.Object({
  _id: Type11.String({ minLength: 1 }),
  name: Type11.Optional(Type11.String({ minLength: 1, maxLength: 255 })),
  tags: Type11.Optional(Type11.Array(Type11.String({ maxLength: 255 }), { maxItems: 200 })),
  public: Type11.Optional(Type11.Boolean())
});
var FileRemoveSchema = Type11.Object({ _id: Type11.String({ minLength: 1 }) });
var CropRequestSchema = Type11.Object({
  _id: Type11.String({ minLength: 1 }),
  x: Type11.Integer({ minimum: 0 }),
  y: Type11.Integer({ minimum: 0 }),
  w: Type11.Integer({ minimum: 1 }),
  h: Type11.Integer({ minimum: 1 })
});
var RotateRequestSchema = Type11.Object({
  _id: Type11.String({ minLength: 1 }),
  /** Clockwise degrees, added to the current rotation. */
  angle: Type11.Union([Type11.Literal(90), Type11.Literal(180), Type11.Literal(270), Type11.Literal(-90)])
});
var QuotaSchema = Type11.Object({
  total: Type11.Integer({ description: "Bytes" }),
  used: Type11.Integer({ description: "Bytes of all files and their variants" })
});
var DownloadParamsSchema = Type11.Object({
  fileId: Type11.String({ minLength: 1 }),
  gridref: Type11.Optional(Type11.String({ minLength: 1 }))
});
var DownloadQuerySchema = Type11.Object({
  /** Serve the original instead of the spec's variant. */
  original: Type11.Optional(Type11.Boolean()),
  /** Content-Disposition attachment: the browser saves the file. */
  download: Type11.Optional(Type11.Boolean())
});

// src/areas/file/service.ts
import { createHash as createHash2 } from "crypto";
import { createWriteStream as createWriteStream2 } from "fs";
import { mkdtemp, rm as rm2 } from "fs/promises";
import { join as join3 } from "path";
import { Readable, Transform } from "stream";
import { pipeline as pipeline2 } from "stream/promises";
import {
  BUILTIN_FILE_TAGS,
  chooseImageVariant,
  DUPLICATE_FILE_MESSAGE,
  FILES_PER_PAGE,
  hasAnyRole as hasAnyRole2,
  mergeFileTags,
  normalizeFileTags,
  RECENTLY_UPLOADED_MS,
  TAG_PATH_SEPARATOR,
  WRONG_FILE_TYPE_MESSAGE
} from "@gartenwerk/domain";
import { and as and6, count as count4, desc as desc3, eq as eq8, gt as gt2, inArray as inArray7, sql as sql5, sum } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";

// src/areas/file/images.ts
import sanitizeHtml2 from "sanitize-html";
import sharp from "sharp";
var VARIANT_WIDTHS = [400, 800, 1200, 1600, 2e3, 2400];
var LARGEST_VARIANT_WIDTH = 2400;
var RASTER_EXTENSIONS = /* @__PURE__ */ new Set(["jpg", "png", "gif", "webp"]);
var hasVariants = (ext) => RASTER_EXTENSIONS.has(ext);
async function readImageSize(header) {
  try {
    const meta = await sharp(header, { limitInputPixels: false }).metadata();
    const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
    return size.width && size.height ? { w: size.width, h: size.height } : void 0;
  } catch {
    return void 0;
  }
}
function editedSize(size, edit) {
  if (edit?.crop) return { w: edit.crop.w, h: edit.crop.h };
  const turned = edit?.rotate === 90 || edit?.rotate === 270;
  return turned ? { w: size.h, h: size.w } : size;
}
function variantWidths(width) {
  const below = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  return [.../* @__PURE__ */ new Set([...below, Math.min(width, LARGEST_VARIANT_WIDTH)])];
}
var OUTPUT = {
  jpg: { mime: "image/jpeg", apply: (image) => image.jpeg({ quality: 82, mozjpeg: true }) },
  png: { mime: "image/png", apply: (image) => image.png({ compressionLevel: 9 }) },
  // Animated gifs lose their animation in a still variant; the original keeps it.
  gif: { mime: "image/png", apply: (image) => image.png({ compressionLevel: 9 }) },
  webp: { mime: "image/webp", apply: (image) => image.webp({ quality: 80 }) }
};
async function makeVariants(path, ext, edit, maxPixels) {
  let base = sharp(path, { limitInputPixels: maxPixels }).autoOrient();
  if (edit?.rotate) base = base.rotate(edit.rotate);
  if (edit?.crop) {
    base = base.extract({ left: edit.crop.x, top: edit.crop.y, width: edit.crop.w, height: edit.crop.h });
  }
  const meta = await sharp(path, { limitInputPixels: maxPixels }).metadata();
  const shown = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  const size = editedSize({ w: shown.width, h: shown.height }, edit);
  const made = [];
  for (const width of variantWidths(size.w)) {
    for (const format of [ext, "webp"]) {
      const output = OUTPUT[format] ?? OUTPUT.png;
      const { data, info } = await output.apply(base.clone().resize({ width, withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
      made.push({ width: info.width, height: info.height, data, mime: output.mime, webp: format === "webp" });
    }
  }
  return made;
}
var SVG_ELEMENTS = [
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feColorMatrix",
  "feMerge",
  "feMergeNode",
  "feFlood",
  "feComposite"
];
var SVG_ATTRIBUTES = [
  "id",
  "class",
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stroke-opacity",
  "opacity",
  "clip-path",
  "clip-rule",
  "mask",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "patternUnits",
  "preserveAspectRatio",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "dominant-baseline",
  "xmlns",
  "version",
  "href",
  "xlink:href",
  "xmlns:xlink",
  "stdDeviation",
  "dx",
  "dy",
  "in",
  "in2",
  "result",
  "mode",
  "values",
  "type",
  "operator",
  "flood-color",
  "flood-opacity",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "filter"
];
function sanitizeSvg(svg) {
  return sanitizeHtml2(svg, {
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    allowedTags: SVG_ELEMENTS,
    allowedAttributes: { "*": SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ["href", "xlink:href"],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => ["href", "xlink:href"].some((name) => {
      const value = frame.attribs[name];
      return value !== void 0 && !value.startsWith("#");
    }),
    // Anything not allowed is dropped with its content (text inside a <script> must not survive).
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "foreignObject", "textarea", "noscript", "iframe"]
  });
}
function looksLikeSvg(header) {
  const text18 = header.toString("utf8").replace(/^\uFEFF/, "");
  const withoutProlog = text18.replace(
    /^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?/i,
    ""
  );
  return /^<svg[\s>]/i.test(withoutProlog);
}

// src/areas/file/library.ts
import { tmpdir } from "os";
import { join as join2 } from "path";

// src/core/storage.ts
import { createReadStream, createWriteStream } from "fs";
import { mkdir, rename, rm, rmdir, stat } from "fs/promises";
import { dirname, join, resolve as resolve2, sep } from "path";
import { pipeline } from "stream/promises";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
var KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
function checkKey(key) {
  if (!KEY_PATTERN.test(key) || key.includes("..")) throw new Error(`invalid storage key "${key}"`);
  return key;
}
var LocalStorage = class {
  root;
  constructor(root) {
    this.root = resolve2(root);
  }
  path(key) {
    const path = resolve2(this.root, checkKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid storage key "${key}"`);
    return path;
  }
  async write(key, body) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.${Date.now()}.part`;
    try {
      await pipeline(body, createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      await rmdir(dirname(path)).catch(() => void 0);
      throw error;
    }
  }
  async read(key, range) {
    const path = this.path(key);
    await stat(path);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }
  async size(key) {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return void 0;
    }
  }
  async remove(key) {
    const path = this.path(key);
    await rm(path, { force: true });
    await rmdir(dirname(path)).catch(() => void 0);
  }
};
var S3Storage = class {
  constructor(options) {
    this.options = options;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : void 0
    });
  }
  options;
  client;
  key(key) {
    return join(this.options.prefix ?? "", checkKey(key)).replaceAll(sep, "/");
  }
  async write(key, body, contentType) {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: this.key(key), Body: body, ContentType: contentType }
    });
    await upload.done();
  }
  async read(key, range) {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(key),
        Range: range ? `bytes=${range.start}-${range.end}` : void 0
      })
    );
    return answer.Body;
  }
  async size(key) {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) })
      );
      return head.ContentLength;
    } catch {
      return void 0;
    }
  }
  async remove(key) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }
  destroy() {
    this.client.destroy();
  }
};

// src/areas/file/library.ts
var MB = 1024 * 1024;
var DEFAULT_FILE_LIMITS = {
  maxUploadBytes: 50 * MB,
  quotaBytes: 10 * 1024 * MB,
  maxImagePixels: 5e7
};
var JobQueue = class {
  tail = Promise.resolve();
  pending = 0;
  add(job) {
    this.pending++;
    this.tail = this.tail.then(job).catch(() => void 0).finally(() => {
      this.pending--;
    });
  }
  /** Resolves once every job added so far has finished. */
  async idle() {
    while (this.pending > 0) await this.tail;
  }
};
function createFileLibrary(options = {}) {
  return {
    storage: options.storage ?? new LocalStorage(join2(tmpdir(), `gartenwerk-files-${process.pid}`)),
    limits: { ...DEFAULT_FILE_LIMITS, ...options.limits },
    jobs: new JobQueue(),
    scratchDir: tmpdir()
  };
}

// src/areas/file/service.ts
var ALLOWED_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  zip: "application/zip",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
  webm: "video/webm"
};
var SVG_MAX_BYTES = 2 * MB;
var HEADER_BYTES = 256 * 1024;
var IMAGE_EXTENSIONS = /* @__PURE__ */ new Set(["jpg", "png", "gif", "webp", "svg"]);
var VIRTUAL_TAGS = /* @__PURE__ */ new Set(["all", "recently_uploaded"]);
var originalKey = (id) => `files/${id}/original`;
var variantKey = (id, gridref) => `files/${id}/${gridref}`;
var isAdmin = (user) => hasAnyRole2(user, ["admin", "system"]);
function groupThousands(value) {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
function megabytes(bytes) {
  const [whole = "0", fraction] = String(Math.round(bytes / MB * 10) / 10).split(".");
  return groupThousands(Number(whole)) + (fraction ? `,${fraction}` : "");
}
function toFile(row) {
  const isImg = IMAGE_EXTENSIONS.has(row.ext);
  const shown = row.width && row.height ? editedSize({ w: row.width, h: row.height }, row.edit) : null;
  const publicVariant = ({ gridref, res, size }) => ({ gridref, res, size });
  return {
    _id: row.id,
    name: row.name,
    ext: row.ext,
    mime: row.mime,
    size: row.size,
    uploadDate: row.uploadDate.toISOString(),
    tags: row.tags,
    public: row.public,
    isImg,
    res: isImg ? shown : null,
    gridrefs: row.gridrefs.map(publicVariant),
    gridrefs_ng: row.gridrefsNg.map(publicVariant),
    gridref: chooseImageVariant(row.gridrefs)?.gridref ?? null,
    processing: row.processing,
    processingError: row.processingError
  };
}
var UploadMeter = class extends Transform {
  constructor(limit, overLimit) {
    super();
    this.limit = limit;
    this.overLimit = overLimit;
  }
  limit;
  overLimit;
  hash = createHash2("sha256");
  bytes = 0;
  /** Set when the upload went over the limit. */
  refusal;
  headParts = [];
  headBytes = 0;
  get head() {
    return Buffer.concat(this.headParts);
  }
  _transform(chunk, _encoding, done) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      this.refusal = this.overLimit();
      return done(this.refusal);
    }
    this.hash.update(chunk);
    if (this.headBytes < HEADER_BYTES) {
      const part = chunk.subarray(0, HEADER_BYTES - this.headBytes);
      this.headParts.push(part);
      this.headBytes += part.length;
    }
    done(null, chunk);
  }
};
async function usedBytes(db) {
  const [row] = await db.select({
    used: sum(
      sql5`${files.size} + coalesce((select sum((v->>'size')::bigint) from jsonb_array_elements(${files.gridrefs} || ${files.gridrefsNg}) v), 0)`
    )
  }).from(files);
  return Number(row?.used ?? 0);
}
async function getQuota(db, library) {
  return { total: library.limits.quotaBytes, used: await usedBytes(db) };
}
async function receiveUpload(db, library, input) {
  const { maxUploadBytes, quotaBytes, maxImagePixels } = library.limits;
  const used = await usedBytes(db);
  const room = quotaBytes - used;
  const quotaExceeded = () => new AppError(
    "QUOTA_EXCEEDED",
    413,
    `Speicherplatz ersch\xF6pft: ${megabytes(used)} von ${megabytes(quotaBytes)} MB belegt, die Datei passt nicht mehr hinein`
  );
  if (room <= 0) {
    input.stream.resume();
    throw quotaExceeded();
  }
  const meter = new UploadMeter(
    Math.min(maxUploadBytes, room),
    () => maxUploadBytes <= room ? new AppError(
      "FILE_TOO_LARGE",
      413,
      `Datei zu gro\xDF: erlaubt sind h\xF6chstens ${megabytes(maxUploadBytes)} MB`
    ) : quotaExceeded()
  );
  const id = newId();
  const key = originalKey(id);
  const streamed = await Promise.allSettled([
    pipeline2(input.stream, meter),
    library.storage.write(key, meter)
  ]);
  const failed = streamed.find((result) => result.status === "rejected");
  if (failed) {
    await library.storage.remove(key);
    throw meter.refusal ?? failed.reason;
  }
  try {
    const head = meter.head;
    if (meter.bytes === 0) throw new AppError("VALIDATION", 400, "Die Datei ist leer");
    const sniffed = await fileTypeFromBuffer(head);
    const textual = sniffed === void 0 || sniffed.ext === "xml";
    const ext = textual ? looksLikeSvg(head) ? "svg" : void 0 : sniffed.ext;
    const mime = ext === void 0 ? void 0 : ALLOWED_TYPES[ext];
    if (ext === void 0 || mime === void 0)
      throw new AppError("WRONG_TYPE", 415, WRONG_FILE_TYPE_MESSAGE);
    let size = meter.bytes;
    let res;
    if (ext === "svg") {
      if (size > SVG_MAX_BYTES) {
        throw new AppError(
          "FILE_TOO_LARGE",
          413,
          `SVG zu gro\xDF: erlaubt sind h\xF6chstens ${megabytes(SVG_MAX_BYTES)} MB`
        );
      }
      const clean = Buffer.from(sanitizeSvg(await readAll(await library.storage.read(key))), "utf8");
      await library.storage.write(key, Readable.from([clean]), mime);
      size = clean.length;
    } else if (hasVariants(ext)) {
      res = await readImageSize(head);
      if (!res) throw new AppError("UNREADABLE_IMAGE", 422, "Das Bild kann nicht gelesen werden");
      if (res.w * res.h > maxImagePixels) {
        throw new AppError(
          "IMAGE_TOO_LARGE",
          413,
          `Bild zu gro\xDF: ${res.w}x${res.h} Pixel, erlaubt sind h\xF6chstens ${groupThousands(maxImagePixels)} Pixel`
        );
      }
    }
    return { id, size, hash: meter.hash.digest("hex"), ext, mime, res };
  } catch (error) {
    await library.storage.remove(key);
    throw error;
  }
}
async function readAll(stream) {
  const parts = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString("utf8");
}
var duplicate = () => new AppError("C1", 409, DUPLICATE_FILE_MESSAGE);
function parseTagsField(value) {
  if (value === void 0 || value === "") return [];
  let parsed;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = void 0;
  }
  if (!Array.isArray(parsed) || !parsed.every((tag) => typeof tag === "string")) {
    throw new AppError("VALIDATION", 400, "tags must be a JSON list of strings");
  }
  return parsed;
}
async function addUploadedFile(db, library, received, name, tags, onJobError) {
  const [existing] = await db.select({ id: files.id }).from(files).where(eq8(files.hash, received.hash)).limit(1);
  if (existing) {
    await library.storage.remove(originalKey(received.id));
    throw duplicate();
  }
  const withVariants = hasVariants(received.ext);
  const rows = await db.insert(files).values({
    id: received.id,
    name: name.trim() || `upload.${received.ext}`,
    ext: received.ext,
    mime: received.mime,
    size: received.size,
    hash: received.hash,
    tags: storedTags([...tags, "upload_queued"]),
    width: received.res?.w ?? null,
    height: received.res?.h ?? null,
    processing: withVariants
  }).onConflictDoNothing({ target: files.hash }).returning();
  const row = rows[0];
  if (!row) {
    await library.storage.remove(originalKey(received.id));
    throw duplicate();
  }
  if (withVariants) queueVariants(db, library, row.id, onJobError);
  return toFile(row);
}
function storedTags(tags) {
  return normalizeFileTags(tags).filter((tag) => !VIRTUAL_TAGS.has(tag));
}
function queueVariants(db, library, id, onError) {
  library.jobs.add(async () => {
    try {
      await makeFileVariants(db, library, id);
    } catch (error) {
      onError(error);
      const reason = error instanceof Error ? error.message : String(error);
      await db.update(files).set({ processing: false, processingError: `Varianten konnten nicht erstellt werden: ${reason}` }).where(eq8(files.id, id));
    }
  });
}
async function requeueUnfinishedVariants(db, library, onError) {
  const unfinished = await db.select({ id: files.id }).from(files).where(eq8(files.processing, true)).orderBy(files.uploadDate);
  for (const { id } of unfinished) queueVariants(db, library, id, onError);
  return unfinished.length;
}
async function makeFileVariants(db, library, id) {
  const [row] = await db.select().from(files).where(eq8(files.id, id)).limit(1);
  if (!row) return;
  const scratch = await mkdtemp(join3(library.scratchDir, "gartenwerk-variant-"));
  const made = [];
  try {
    const path = join3(scratch, "original");
    await pipeline2(await library.storage.read(originalKey(id)), createWriteStream2(path));
    const variants = await makeVariants(path, row.ext, row.edit, library.limits.maxImagePixels);
    const gridrefs = [];
    const gridrefsNg = [];
    const version = newId().slice(0, 8);
    for (const variant of variants) {
      const gridref = `${version}-${variant.width}${variant.webp ? ".webp" : ""}`;
      await library.storage.write(variantKey(id, gridref), Readable.from([variant.data]), variant.mime);
      const stored = {
        gridref,
        res: { w: variant.width, h: variant.height },
        size: variant.data.length,
        mime: variant.mime
      };
      made.push(stored);
      (variant.webp ? gridrefsNg : gridrefs).push(stored);
    }
    const updated = await db.update(files).set({ gridrefs, gridrefsNg, processing: false, processingError: null }).where(eq8(files.id, id)).returning({ id: files.id });
    if (updated.length === 0) throw notFound("file was removed while its variants were made");
    await removeVariants(library, id, [...row.gridrefs, ...row.gridrefsNg]);
  } catch (error) {
    await removeVariants(library, id, made);
    throw error;
  } finally {
    await rm2(scratch, { recursive: true, force: true });
  }
}
async function removeVariants(library, id, variants) {
  for (const variant of variants) await library.storage.remove(variantKey(id, variant.gridref));
}
function conditions(filter, visibility) {
  const where = [];
  if (!isAdmin(visibility.user) || visibility.gallery) where.push(eq8(files.public, true));
  if (visibility.gallery) where.push(sql5`'in_gallery' = any(${files.tags})`);
  const tag = filter.tag?.trim();
  if (tag === "recently_uploaded") {
    where.push(gt2(files.uploadDate, new Date(Date.now() - RECENTLY_UPLOADED_MS)));
  } else if (tag && tag !== "all") {
    where.push(
      sql5`exists (select 1 from unnest(${files.tags}) t where t = ${tag} or starts_with(t, ${tag + TAG_PATH_SEPARATOR}))`
    );
  }
  if (filter.ext) where.push(eq8(files.ext, filter.ext.toLowerCase()));
  if (filter.name) where.push(sql5`position(lower(${filter.name}) in lower(${files.name})) > 0`);
  return where;
}
async function listFiles(db, query, visibility) {
  const where = and6(...conditions(query, visibility));
  const rows = await db.select().from(files).where(where).orderBy(desc3(files.uploadDate), files.id).limit(query.limit ?? 1e3).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count4() }).from(files).where(where);
  return { items: rows.map(toFile), total: counted?.total ?? 0 };
}
async function getFile(db, id, user) {
  return toFile(await readableRow(db, id, user));
}
async function findRow2(db, id) {
  const [row] = await db.select().from(files).where(eq8(files.id, id)).limit(1);
  if (!row) throw notFound("file not found");
  return row;
}
async function readableRow(db, id, user) {
  const row = await findRow2(db, id);
  if (!row.public && !isAdmin(user)) throw noPermission();
  return row;
}
async function batchFiles(db, ids, user) {
  if (ids.length === 0) return { items: [], total: 0 };
  const where = and6(inArray7(files.id, ids), ...conditions({}, { user }));
  const rows = await db.select().from(files).where(where);
  const byId = new Map(rows.map((row) => [row.id, toFile(row)]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return { items, total: items.length };
}
async function browseFiles(db, filter, visibility) {
  const page = filter.page ?? 1;
  const list = await listFiles(
    db,
    { ...filter, limit: FILES_PER_PAGE, skip: (page - 1) * FILES_PER_PAGE },
    visibility
  );
  const where = and6(...conditions({}, visibility));
  const tagRows = await db.selectDistinct({ tag: sql5`unnest(${files.tags})` }).from(files).where(where);
  const extRows = await db.selectDistinct({ ext: files.ext }).from(files).where(where).orderBy(files.ext);
  const availableTags = [.../* @__PURE__ */ new Set([...BUILTIN_FILE_TAGS, ...tagRows.map((row) => row.tag).sort()])];
  return {
    files: list.items,
    numItems: list.total,
    availableTags,
    availableExt: extRows.map((row) => row.ext)
  };
}
async function updateFile(db, update) {
  const row = await findRow2(db, update._id);
  const [updated] = await db.update(files).set({
    name: update.name?.trim() || row.name,
    tags: update.tags === void 0 ? row.tags : storedTags(mergeFileTags(row.tags, update.tags)),
    public: update.public ?? row.public
  }).where(eq8(files.id, row.id)).returning();
  return toFile(updated ?? row);
}
async function deleteFile(db, library, id) {
  const [row] = await db.delete(files).where(eq8(files.id, id)).returning();
  if (!row) throw notFound("file not found");
  await removeVariants(library, id, [...row.gridrefs, ...row.gridrefsNg]);
  await library.storage.remove(originalKey(id));
  return toFile(row);
}
async function editImage(db, library, id, change2, onJobError) {
  const row = await findRow2(db, id);
  if (!hasVariants(row.ext) || !row.width || !row.height) {
    throw new AppError("VALIDATION", 400, "Nur Rasterbilder (jpg, png, gif, webp) k\xF6nnen bearbeitet werden");
  }
  const edit = change2(row, row.edit ?? { rotate: 0, crop: null });
  const [updated] = await db.update(files).set({ edit, processing: true }).where(eq8(files.id, id)).returning();
  queueVariants(db, library, id, onJobError);
  return toFile(updated ?? row);
}
function cropFile(db, library, request, onJobError) {
  return editImage(
    db,
    library,
    request._id,
    (row, edit) => {
      const rotated = editedSize({ w: row.width, h: row.height }, { rotate: edit.rotate, crop: null });
      const previous = edit.crop ?? { x: 0, y: 0, w: rotated.w, h: rotated.h };
      const crop = { x: previous.x + request.x, y: previous.y + request.y, w: request.w, h: request.h };
      if (request.x + request.w > previous.w || request.y + request.h > previous.h) {
        throw new AppError(
          "VALIDATION",
          400,
          `Der Ausschnitt liegt au\xDFerhalb des Bildes (${previous.w}x${previous.h})`
        );
      }
      return { rotate: edit.rotate, crop };
    },
    onJobError
  );
}
function rotateFile(db, library, request, onJobError) {
  return editImage(
    db,
    library,
    request._id,
    (_row, edit) => ({
      rotate: ((edit.rotate + request.angle) % 360 + 360) % 360,
      crop: null
    }),
    onJobError
  );
}
async function resolveDownload(db, user, request) {
  const row = await readableRow(db, request.fileId, user);
  const base = row.name.replace(/\.[^.]*$/, "");
  const fromVariant = (variant, variesByAccept) => ({
    key: variantKey(row.id, variant.gridref),
    mime: variant.mime,
    size: variant.size,
    etag: `"${row.hash.slice(0, 16)}-${variant.gridref}"`,
    filename: `${base}-${variant.res.w}x${variant.res.h}.${variant.mime === "image/webp" ? "webp" : variant.mime === "image/png" ? "png" : "jpg"}`,
    immutable: !variesByAccept,
    variesByAccept,
    public: row.public
  });
  if (request.gridref) {
    const variant = [...row.gridrefs, ...row.gridrefsNg].find(
      (candidate) => candidate.gridref === request.gridref
    );
    if (!variant) throw notFound("variant not found");
    return fromVariant(variant, false);
  }
  const chosen = request.original ? void 0 : chooseImageVariant(row.gridrefs);
  if (chosen) {
    const webp = row.gridrefsNg.find(
      (candidate) => candidate.res.w === chosen.res.w && candidate.res.h === chosen.res.h
    );
    return fromVariant(request.acceptsWebp && webp ? webp : chosen, true);
  }
  return {
    key: originalKey(row.id),
    mime: row.mime,
    size: row.size,
    etag: `"${row.hash.slice(0, 32)}"`,
    filename: row.name,
    immutable: false,
    variesByAccept: false,
    public: row.public
  };
}

// src/areas/file/routes.ts
var adminOnly2 = requireRole("admin", "system");
var FileListSchema = Type12.Array(FileSchema);
var fileRoutes = async (app) => {
  const { limits: limits2 } = app.files;
  await app.register(fastifyMultipart, {
    // One byte above the limit, so the upload meter notices and answers with its own clear message.
    limits: { fileSize: limits2.maxUploadBytes + 1, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    throwFileSizeLimit: false
  });
  const logJobError = (error) => app.log.error({ err: error }, "making image variants failed");
  app.addHook("onReady", async () => {
    const queued = await requeueUnfinishedVariants(app.db, app.files, logJobError);
    if (queued > 0) app.log.info({ queued }, "queued the image variants left unfinished");
  });
  app.post(
    "/api/v0/upload",
    {
      schema: {
        tags: ["file"],
        summary: "Uploads one file as multipart (the file plus `tags` as a JSON string); answers [file] (admin, system)",
        consumes: ["multipart/form-data"],
        response: { 200: FileListSchema }
      },
      preHandler: adminOnly2
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError("VALIDATION", 400, "Erwartet wird multipart/form-data");
      let received;
      let name = "";
      let tagsField;
      try {
        for await (const part of request.parts()) {
          if (part.type === "file") {
            received = await receiveUpload(app.db, app.files, { stream: part.file, filename: part.filename });
            name = part.filename;
          } else if (part.fieldname === "tags") {
            tagsField = String(part.value);
          }
        }
        if (!received) throw new AppError("VALIDATION", 400, "Der Upload enth\xE4lt keine Datei");
        const tags = parseTagsField(tagsField);
        return [await addUploadedFile(app.db, app.files, received, name, tags, logJobError)];
      } catch (error) {
        if (received) await app.files.storage.remove(originalKey(received.id));
        throw error;
      }
    }
  );
  const download = async (request, reply) => {
    const target = await resolveDownload(app.db, request.user, {
      fileId: request.params.fileId,
      gridref: request.params.gridref,
      acceptsWebp: /\bimage\/webp\b/.test(request.headers.accept ?? ""),
      original: request.query.original
    });
    return sendFile(request, reply, target, request.query.download === true);
  };
  const downloadSchema = (summary) => ({
    schema: { tags: ["file"], summary, params: DownloadParamsSchema, querystring: DownloadQuerySchema }
  });
  app.get(
    "/api/v0/download/:fileId",
    downloadSchema(
      "A file: for images the smallest variant at least 800\xD71024, webp when accepted (public files: anyone)"
    ),
    download
  );
  app.get(
    "/api/v0/download/:fileId/:gridref",
    downloadSchema("One variant of an image (public files: anyone)"),
    download
  );
  app.post(
    "/api/v1/file/getDataFileBrowser",
    {
      schema: {
        tags: ["file"],
        summary: "A page of 10 files with the tags and extensions to filter by (admin, system)",
        body: FileBrowserRequestSchema,
        response: { 200: BrowserDataSchema }
      },
      preHandler: adminOnly2
    },
    async (request) => browseFiles(app.db, request.body.filter ?? {}, { user: request.user })
  );
  app.post(
    "/api/v1/file/getDataGalleryBrowser",
    {
      schema: {
        tags: ["file"],
        summary: "A page of 10 public files tagged in_gallery (anyone)",
        body: GalleryBrowserRequestSchema,
        response: { 200: BrowserDataSchema }
      }
    },
    async (request) => browseFiles(app.db, request.body.filter ?? {}, { user: request.user, gallery: true })
  );
  app.get(
    "/api/v0/file/",
    {
      schema: {
        tags: ["file"],
        summary: "Files by tag, extension or name, newest first (public files: anyone; all: admin, system)",
        querystring: FileQuerySchema,
        response: { 200: ListSchema(FileSchema) }
      }
    },
    async (request) => listFiles(app.db, request.query, { user: request.user })
  );
  app.get(
    "/api/v0/file/:id",
    {
      schema: { tags: ["file"], summary: "One file", params: IdParamsSchema, response: { 200: FileSchema } }
    },
    async (request) => getFile(app.db, request.params.id, request.user)
  );
  app.post(
    "/api/v0/batch/file/",
    {
      schema: {
        tags: ["file"],
        summary: "The files with the given ids, in that order (public files: anyone)",
        body: BatchRequestSchema,
        response: { 200: ListSchema(FileSchema) }
      }
    },
    async (request) => batchFiles(app.db, request.body.ids, request.user)
  );
  app.post(
    "/api/v0/search/file/",
    {
      schema: {
        tags: ["file"],
        summary: "Files by tag, extension or name (public files: anyone)",
        body: FileQuerySchema,
        response: { 200: ListSchema(FileSchema) }
      }
    },
    async (request) => listFiles(app.db, request.body, { user: request.user })
  );
  app.put(
    "/api/v0/file/",
    {
      schema: {
        tags: ["file"],
        summary: "Renames and retags a file; built-in tags stay; answers [file] (admin, system)",
        body: FileUpdateSchema,
        response: { 200: FileListSchema }
      },
      preHandler: adminOnly2
    },
    async (request) => [await updateFile(app.db, request.body)]
  );
  app.delete(
    "/api/v0/file/:id",
    {
      schema: {
        tags: ["file"],
        summary: "Removes a file and its variants (admin, system)",
        params: IdParamsSchema,
        response: { 200: FileSchema }
      },
      preHandler: adminOnly2
    },
    async (request) => deleteFile(app.db, app.files, request.params.id)
  );
  app.delete(
    "/api/v0/file/",
    {
      schema: {
        tags: ["file"],
        summary: "Removes the file {_id} and its variants (admin, system)",
        body: FileRemoveSchema,
        response: { 200: FileSchema }
      },
      preHandler: adminOnly2
    },
    async (request) => deleteFile(app.db, app.files, request.body._id)
  );
  app.post(
    "/api/v0/crop/",
    {
      schema: {
        tags: ["file"],
        summary: "Crops an image as shown; new variants are made in the background, the original is kept (admin, system)",
        body: CropRequestSchema,
        response: { 200: FileListSchema }
      },
      preHandler: adminOnly2
    },
    async (request) => [await cropFile(app.db, app.files, request.body, logJobError)]
  );
  app.post(
    "/api/v0/rotate/",
    {
      schema: {
        tags: ["file"],
        summary: "Turns an image clockwise; new variants are made in the background, the original is kept (admin, system)",
        body: RotateRequestSchema,
        response: { 200: FileListSchema }
      },
      preHandler: adminOnly2
    },
    async (request) => [await rotateFile(app.db, app.files, request.body, logJobError)]
  );
  app.get(
    "/api/v0/quota/",
    {
      schema: {
        tags: ["file"],
        summary: "Bytes allowed and used by files (admin, system)",
        response: { 200: QuotaSchema }
      },
      preHandler: adminOnly2
    },
    async () => getQuota(app.db, app.files)
  );
};
function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return void 0;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return void 0;
  let start;
  let end;
  if (from === "") {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return "unsatisfiable";
  return { start, end };
}
function cacheControl(target) {
  const audience = target.public ? "public" : "private";
  return target.immutable ? `${audience}, max-age=31536000, immutable` : `${audience}, no-cache`;
}
function contentDisposition(kind, filename) {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
async function sendFile(request, reply, target, attachment) {
  reply.header("ETag", target.etag).header("Accept-Ranges", "bytes").header("Cache-Control", cacheControl(target)).header("Content-Disposition", contentDisposition(attachment ? "attachment" : "inline", target.filename)).header("X-Content-Type-Options", "nosniff");
  if (target.variesByAccept) reply.header("Vary", "Accept");
  if (target.mime === "image/svg+xml")
    reply.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  const tags = request.headers["if-none-match"];
  if (tags && tags.split(",").some((tag) => tag.trim() === target.etag || tag.trim() === "*")) {
    return reply.status(304).send();
  }
  const range = parseRange(request.headers.range, target.size);
  if (range === "unsatisfiable") {
    return reply.status(416).header("Content-Range", `bytes */${target.size}`).send({
      statusCode: 416,
      code: "RANGE_NOT_SATISFIABLE",
      message: `Der Bereich liegt au\xDFerhalb der Datei (${target.size} Bytes)`
    });
  }
  const storage = request.server.files.storage;
  reply.type(target.mime);
  if (range) {
    reply.status(206).header("Content-Range", `bytes ${range.start}-${range.end}/${target.size}`).header("Content-Length", range.end - range.start + 1);
    return reply.send(await storage.read(target.key, range));
  }
  reply.header("Content-Length", target.size);
  return reply.send(await storage.read(target.key));
}

// src/core/db.ts
import { existsSync, mkdirSync } from "fs";
import { dirname as dirname2, join as join4 } from "path";
import { fileURLToPath } from "url";
import { PGlite } from "@electric-sql/pglite";
import { sql as sql8 } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

// src/core/schema.ts
var schema_exports = {};
__export(schema_exports, {
  authTokens: () => authTokens,
  captchas: () => captchas,
  customerIdSequence: () => customerIdSequence,
  entries: () => entries,
  files: () => files,
  messages: () => messages,
  outbox: () => outbox,
  seedRuns: () => seedRuns,
  sessions: () => sessions,
  shopCarts: () => shopCarts,
  shopColors: () => shopColors,
  shopOrders: () => shopOrders,
  shopPriceRequests: () => shopPriceRequests,
  shopProductGroups: () => shopProductGroups,
  shopProducts: () => shopProducts,
  shopStock: () => shopStock,
  shopStockMovements: () => shopStockMovements,
  shopVoucherTemplates: () => shopVoucherTemplates,
  shopVouchers: () => shopVouchers,
  siteConfig: () => siteConfig,
  users: () => users
});

// src/areas/message/table.ts
import { boolean as boolean6, index as index6, jsonb as jsonb8, pgTable as pgTable10, text as text10, timestamp as timestamp10 } from "drizzle-orm/pg-core";
var messages = pgTable10(
  "messages",
  {
    id: text10("id").primaryKey().$defaultFn(newId),
    /** Which form: contact or jobs. */
    form: text10("form").notNull().default("contact"),
    read: boolean6("read").notNull().default(false),
    tags: text10("tags").array().notNull().default([]),
    name: text10("name").notNull().default(""),
    email: text10("email").notNull().default(""),
    phone: text10("phone").notNull().default(""),
    subject: text10("subject").notNull().default(""),
    message: text10("message").notNull().default(""),
    language: text10("language").notNull().default("de"),
    attachment: jsonb8("attachment").$type(),
    date: timestamp10("date", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [index6("messages_date_idx").on(table.date)]
);
var captchas = pgTable10("captchas", {
  id: text10("id").primaryKey().$defaultFn(newId),
  answerHash: text10("answer_hash").notNull(),
  expires: timestamp10("expires", { withTimezone: true }).notNull()
});

// src/areas/shop-stock/table.ts
import { sql as sql6 } from "drizzle-orm";
import { check, index as index7, integer as integer6, pgTable as pgTable11, primaryKey as primaryKey2, text as text11, timestamp as timestamp11 } from "drizzle-orm/pg-core";
var shopStock = pgTable11(
  "shop_stock",
  {
    productId: text11("product_id").notNull().references(() => shopProducts.id, { onDelete: "cascade" }),
    variant: text11("variant").notNull().default(""),
    quantity: integer6("quantity").notNull(),
    updated: timestamp11("updated", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [
    primaryKey2({ columns: [table.productId, table.variant] }),
    // The last line of defence: no code path can leave a negative stock behind.
    check("shop_stock_not_negative", sql6`${table.quantity} >= 0`)
  ]
);
var shopStockMovements = pgTable11(
  "shop_stock_movements",
  {
    id: text11("id").primaryKey().$defaultFn(newId),
    productId: text11("product_id").notNull().references(() => shopProducts.id, { onDelete: "cascade" }),
    variant: text11("variant").notNull().default(""),
    delta: integer6("delta").notNull(),
    /** The level after the change. */
    quantity: integer6("quantity").notNull(),
    reason: text11("reason").notNull(),
    userId: text11("user_id"),
    orderId: text11("order_id"),
    created: timestamp11("created", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [index7("shop_stock_movements_product_idx").on(table.productId, table.created)]
);

// src/areas/shop-order/table.ts
import { boolean as boolean7, index as index8, integer as integer7, jsonb as jsonb9, pgTable as pgTable12, text as text12, timestamp as timestamp12, uniqueIndex as uniqueIndex2 } from "drizzle-orm/pg-core";
var shopOrders = pgTable12(
  "shop_orders",
  {
    id: text12("id").primaryKey().$defaultFn(newId),
    status: text12("status").$type().notNull().default("open"),
    tags: text12("tags").array().notNull().default([]),
    /** perm.owner: the customer's user id; null for guests. */
    owner: text12("owner"),
    email: text12("email").notNull(),
    totalCents: integer7("total_cents").notNull(),
    payed: boolean7("payed").notNull().default(false),
    payedAt: timestamp12("payed_at", { withTimezone: true }),
    shipped: boolean7("shipped").notNull().default(false),
    shippedAt: timestamp12("shipped_at", { withTimezone: true }),
    data: jsonb9("data").$type().notNull(),
    /** The checkout's Idempotency-Key: a repeated request finds the order instead of placing another. */
    idempotencyKey: text12("idempotency_key"),
    created: timestamp12("created", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [
    index8("shop_orders_owner_idx").on(table.owner, table.created),
    index8("shop_orders_created_idx").on(table.created),
    uniqueIndex2("shop_orders_idempotency_key_idx").on(table.idempotencyKey)
  ]
);

// src/areas/shop-voucher/table.ts
import { sql as sql7 } from "drizzle-orm";
import { check as check2, integer as integer8, jsonb as jsonb10, pgTable as pgTable13, text as text13, timestamp as timestamp13 } from "drizzle-orm/pg-core";
var shopVoucherTemplates = pgTable13("shop_voucher_templates", {
  id: text13("id").primaryKey().$defaultFn(newId),
  title: text13("title").notNull(),
  /** File id of the background image in the file library. */
  image: text13("image"),
  /** Text printed under the value; {{code}}, {{value}} and {{valid_until}} are filled in. */
  text: text13("text").notNull().default(""),
  created: timestamp13("created", { withTimezone: true }).notNull().defaultNow()
});
var shopVouchers = pgTable13(
  "shop_vouchers",
  {
    id: text13("id").primaryKey().$defaultFn(newId),
    /** Stored in upper case; codes are compared in upper case. */
    code: text13("code").notNull().unique(),
    valueCents: integer8("value_cents").notNull(),
    remainingCents: integer8("remaining_cents").notNull(),
    validFrom: timestamp13("valid_from", { withTimezone: true }),
    validUntil: timestamp13("valid_until", { withTimezone: true }),
    template: text13("template"),
    /** The paid order whose voucher product created this voucher. */
    orderId: text13("order_id"),
    tags: text13("tags").array().notNull().default([]),
    data: jsonb10("data").$type().notNull().default({}),
    created: timestamp13("created", { withTimezone: true }).notNull().defaultNow()
  },
  (table) => [
    check2(
      "shop_vouchers_remaining_valid",
      sql7`${table.remainingCents} >= 0 and ${table.remainingCents} <= ${table.valueCents}`
    )
  ]
);

// src/areas/shop-pricerequest/table.ts
import { jsonb as jsonb11, pgTable as pgTable14, text as text14, timestamp as timestamp14 } from "drizzle-orm/pg-core";
var shopPriceRequests = pgTable14("shop_pricerequests", {
  id: text14("id").primaryKey().$defaultFn(newId),
  status: text14("status").$type().notNull().default("open"),
  email: text14("email").notNull(),
  name: text14("name").notNull(),
  phone: text14("phone").notNull().default(""),
  message: text14("message").notNull().default(""),
  /** The customer's user id; null for guests. */
  owner: text14("owner"),
  items: jsonb11("items").$type().notNull(),
  tags: text14("tags").array().notNull().default([]),
  created: timestamp14("created", { withTimezone: true }).notNull().defaultNow()
});

// src/seed/table.ts
import { pgTable as pgTable15, text as text15, timestamp as timestamp15 } from "drizzle-orm/pg-core";
var seedRuns = pgTable15("seed_runs", {
  name: text15("name").primaryKey(),
  ran: timestamp15("ran", { withTimezone: true }).notNull().defaultNow()
});

// src/core/db.ts
function migrationsFolder() {
  let dir = dirname2(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    const candidate = join4(dir, "drizzle");
    if (existsSync(join4(candidate, "meta", "_journal.json"))) return candidate;
    dir = dirname2(dir);
  }
  throw new Error("The drizzle migrations folder was not found next to the server package");
}
var MIGRATION_LOCK_KEY = 7420031;
async function openDatabase(location) {
  const folder = migrationsFolder();
  if (location.kind === "pglite") {
    if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
    const client = location.dataDir ? new PGlite(location.dataDir) : new PGlite();
    const db2 = drizzlePglite(client, { schema: schema_exports });
    try {
      await migratePglite(db2, { migrationsFolder: folder });
    } catch (error) {
      await client.close();
      throw error;
    }
    return {
      db: db2,
      kind: "pglite",
      ping: () => pingDatabase(db2),
      async close() {
        if (!client.closed) await client.close();
      }
    };
  }
  const pool = new pg.Pool({ connectionString: location.url, max: 10 });
  pool.on("error", () => void 0);
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrateNodePostgres(drizzleNodePostgres(lockClient, { schema: schema_exports }), { migrationsFolder: folder });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => void 0);
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePostgres(pool, { schema: schema_exports });
  let closed = false;
  return {
    db,
    kind: "postgres",
    ping: () => pingDatabase(db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    }
  };
}
async function pingDatabase(db) {
  try {
    await db.execute(sql8`select 1`);
    return true;
  } catch {
    return false;
  }
}

// src/areas/health/schemas.ts
import { Type as Type13 } from "@sinclair/typebox";
var HealthSchema = Type13.Object({
  status: Type13.Union([Type13.Literal("ok"), Type13.Literal("unavailable")]),
  database: Type13.Union([Type13.Literal("reachable"), Type13.Literal("unreachable")])
});

// src/areas/health/routes.ts
var healthRoutes = async (app) => {
  app.get(
    "",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the server and its database work (anyone)",
        response: { 200: HealthSchema, 503: HealthSchema }
      }
    },
    async (_request, reply) => {
      if (await pingDatabase(app.db)) return { status: "ok", database: "reachable" };
      return reply.status(503).send({ status: "unavailable", database: "unreachable" });
    }
  );
};

// src/areas/mail/schemas.ts
import { Type as Type14 } from "@sinclair/typebox";
var OutboxEntrySchema = Type14.Object({
  _id: Type14.String(),
  to: Type14.String(),
  subject: Type14.String(),
  text: Type14.String(),
  html: Type14.String(),
  template: Type14.String(),
  created: Type14.String({ format: "date-time" }),
  sentAt: Type14.Union([Type14.String({ format: "date-time" }), Type14.Null()]),
  error: Type14.Union([Type14.String(), Type14.Null()])
});
var OutboxQuerySchema = Type14.Object({
  page: Type14.Optional(Type14.Integer({ minimum: 1 })),
  limit: Type14.Optional(Type14.Integer({ minimum: 1, maximum: 1e3 }))
});

// src/areas/mail/routes.ts
var mailRoutes = async (app) => {
  app.get(
    "/outbox",
    {
      schema: {
        tags: ["mail"],
        summary: "Every mail the server wrote, newest first (admin, system)",
        querystring: OutboxQuerySchema,
        response: { 200: ListSchema(OutboxEntrySchema) }
      },
      preHandler: requireRole("admin", "system")
    },
    async (request) => listOutbox(app.db, request.query)
  );
};

// src/areas/seo/routes.ts
import { Type as Type15 } from "@sinclair/typebox";

// src/areas/seo/service.ts
import { and as and7, asc as asc4, eq as eq9, isNotNull } from "drizzle-orm";
var NEWS_ROUTE = "/Aktuelles";
var PROJECTS_ROUTE = "/Projekte";
var fileUrl = (fileId) => `/api/v0/download/${encodeURIComponent(fileId)}`;
function metaFor(config, origin, route, entry) {
  const configured = (path) => config.meta.routes.find((item) => item.route === path)?.meta;
  const forRoute = configured(route) ?? {};
  const site = configured("/") ?? {};
  const title = entry?.title ?? forRoute.title ?? site.title ?? "";
  const description = entry?.meta_description || forRoute.description || site.description || "";
  const imageId = entry?.media.images[0]?._id ?? config.meta.og_image;
  return {
    title: entry && site.title && entry.title !== site.title ? `${entry.title} \u2013 ${site.title}` : title,
    description,
    keywords: entry?.meta_keywords ?? "",
    og: {
      title,
      description,
      type: entry?.type === "news" ? "article" : "website",
      url: `${origin}${route}`,
      image: imageId ? `${origin}${fileUrl(imageId)}` : null
    }
  };
}
async function metaForRoute(db, origin, route) {
  const config = await getConfig(db);
  const [, list, item] = new RegExp(`^(${NEWS_ROUTE}|${PROJECTS_ROUTE})/([^/]+)$`).exec(route) ?? [];
  const condition = list && item ? and7(eq9(entries.route, list), eq9(entries.slug, decodeURIComponent(item))) : (
    // A list's own meta, not its newest item's: items share the list's route.
    and7(eq9(entries.route, route), eq9(entries.type, "page"))
  );
  const [row] = await db.select().from(entries).where(and7(condition, eq9(entries.published, true))).orderBy(asc4(entries.order)).limit(1);
  return metaFor(config, origin, route, row ? toEntry(row) : void 0);
}
async function sitemapUrls(db, origin) {
  const config = await getConfig(db);
  const published = await db.select().from(entries).where(and7(eq9(entries.published, true), isNotNull(entries.route)));
  const urls = /* @__PURE__ */ new Map();
  const add = (path, date) => {
    const loc = `${origin}${encodeURI(path)}`;
    const known = urls.get(loc);
    if (!known || known < date.toISOString()) urls.set(loc, date.toISOString());
  };
  for (const row of published) {
    add(row.route, row.publishDate);
    if (row.type === "news" && row.route === NEWS_ROUTE)
      add(`${NEWS_ROUTE}/${row.slug ?? row.id}`, row.publishDate);
  }
  const products = await db.select({ id: shopProducts.id, created: shopProducts.created }).from(shopProducts).where(eq9(shopProducts.offline, false));
  for (const product of products) add(`${config.components.shop.urls.shop}/p/${product.id}`, product.created);
  return [...urls].map(([loc, lastmod]) => ({ loc, lastmod })).sort((a, b) => a.loc.localeCompare(b.loc));
}
var escapeXml = (text18) => text18.replace(
  /[<>&'"]/g,
  (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]
);
function sitemapXml(urls) {
  const body = urls.map((url) => `  <url><loc>${escapeXml(url.loc)}</loc><lastmod>${url.lastmod}</lastmod></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</urlset>
`;
}
async function robotsTxt(db, origin) {
  const { components } = await getConfig(db);
  return [
    "User-agent: *",
    `Disallow: ${components.admincenter.url}`,
    "Disallow: /api",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    ""
  ].join("\n");
}

// src/areas/seo/routes.ts
var originOf = (request) => `${request.protocol}://${request.host}`;
var PageMetaSchema = Type15.Object({
  title: Type15.String(),
  description: Type15.String(),
  keywords: Type15.String(),
  og: Type15.Object({
    title: Type15.String(),
    description: Type15.String(),
    type: Type15.String(),
    url: Type15.String(),
    image: Type15.Union([Type15.String(), Type15.Null()])
  })
});
var seoRoutes = async (app) => {
  app.get(
    "/sitemap.xml",
    { schema: { tags: ["seo"], summary: "Published pages, news and products" } },
    async (request, reply) => reply.type("application/xml; charset=utf-8").send(sitemapXml(await sitemapUrls(app.db, originOf(request))))
  );
  app.get(
    "/robots.txt",
    { schema: { tags: ["seo"], summary: "Crawler rules" } },
    async (request, reply) => reply.type("text/plain; charset=utf-8").send(await robotsTxt(app.db, originOf(request)))
  );
};
var seoMetaRoutes = async (app) => {
  app.get(
    "/meta",
    {
      schema: {
        tags: ["seo"],
        summary: "Meta and og tags of a route, from its published entry and config meta.routes (anyone)",
        querystring: Type15.Object({ route: Type15.String({ pattern: "^/", maxLength: 300 }) }),
        response: { 200: PageMetaSchema }
      }
    },
    async (request) => metaForRoute(app.db, originOf(request), request.query.route)
  );
};

// src/areas/message/routes.ts
import { createReadStream as createReadStream2 } from "fs";
import { join as join7 } from "path";
import fastifyMultipart2 from "@fastify/multipart";
import { Type as Type17 } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { APPLICATION_MAX_BYTES as APPLICATION_MAX_BYTES2 } from "@gartenwerk/domain";
import { createI18n as createI18n4 } from "@gartenwerk/i18n";

// src/web/storefront.ts
import { existsSync as existsSync2, statSync } from "fs";
import { join as join5, sep as sep2 } from "path";
import { pathToFileURL } from "url";
import { promisify } from "util";
import { brotliCompress, constants as zlibConstants, gzip } from "zlib";
import fastifyStatic from "@fastify/static";
import { DEFAULT_LANGUAGE as DEFAULT_LANGUAGE2, LANGUAGES } from "@gartenwerk/domain";

// src/web/in-process-fetch.ts
var NULL_BODY_STATUSES = /* @__PURE__ */ new Set([101, 103, 204, 205, 304]);
function inProcessFetch(app, origin, forwarded) {
  return async (input, init) => {
    const target = input instanceof Request ? input.url : new URL(String(input), origin).href;
    const request = new Request(input instanceof Request ? input : target, init);
    const url = new URL(request.url);
    if (url.origin !== new URL(origin).origin) return fetch(request);
    const headers = { host: url.host };
    if (forwarded.cookie) headers.cookie = forwarded.cookie;
    if (forwarded.authorization) headers.authorization = forwarded.authorization;
    request.headers.forEach((value, name) => headers[name] = value);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : void 0;
    const answer = await app.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers,
      ...payload ? { payload } : {}
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === void 0) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload;
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}

// src/web/storefront.ts
var IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
var storefrontNotBuilt = (dist) => `The storefront is not built (no ${dist}). Build it with: pnpm --filter @gartenwerk/storefront build
`;
function isFile(path) {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}
function isLanguage(value) {
  return LANGUAGES.includes(value ?? "");
}
function pickLanguage2(cookie, acceptLanguage) {
  if (isLanguage(cookie)) return cookie;
  const ranked = (acceptLanguage ?? "").split(",").map((part, index9) => {
    const [tag = "", ...params] = part.trim().split(";");
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return {
      language: tag.trim().toLowerCase().split("-")[0],
      q: weight ? Number(weight.slice(2)) : 1,
      index: index9
    };
  }).filter((candidate) => candidate.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((candidate) => candidate.language).find(isLanguage) ?? DEFAULT_LANGUAGE2;
}
var brotli = promisify(brotliCompress);
var gzipped = promisify(gzip);
function pageEncoding(acceptEncoding) {
  const accepted = new Set(
    (acceptEncoding ?? "").split(",").map((part) => part.trim().toLowerCase().split(";")).filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))).map(([name]) => name?.trim())
  );
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : void 0;
}
function compressPage(html, encoding) {
  return encoding === "br" ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipped(html, { level: 6 });
}
var StorefrontRenderer = class {
  constructor(app, dist) {
    this.app = app;
    this.dist = dist;
  }
  app;
  dist;
  render;
  get clientDir() {
    return join5(this.dist, "client");
  }
  get serverEntry() {
    return join5(this.dist, "server", "entry-server.js");
  }
  /** Registers the static client files, when they exist. */
  async registerStaticFiles() {
    if (!existsSync2(this.clientDir)) return;
    const assetsDir = join5(this.clientDir, "assets") + sep2;
    await this.app.register(fastifyStatic, {
      root: this.clientDir,
      prefix: "/",
      wildcard: true,
      index: false,
      // The storefront build writes .br and .gz copies of its text assets.
      preCompressed: true,
      // Only real files; folders and the index.html template (a shell for `render`) are pages to render.
      allowedPath: (pathName) => pathName !== "/index.html" && isFile(join5(this.clientDir, pathName)),
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader("cache-control", filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : "no-cache");
      }
    });
  }
  loadRender() {
    this.render ??= import(pathToFileURL(this.serverEntry).href).then((module) => {
      if (typeof module.render !== "function")
        throw new Error(`${this.serverEntry} exports no render function`);
      return module.render;
    });
    this.render.catch(() => this.render = void 0);
    return this.render;
  }
  async renderPage(request, reply) {
    if (!existsSync2(this.serverEntry)) {
      return reply.status(503).type("text/plain; charset=utf-8").send(storefrontNotBuilt(this.serverEntry));
    }
    const render = await this.loadRender();
    const origin = `${request.protocol}://${request.host}`;
    const result = await render({
      url: request.url,
      origin,
      language: pickLanguage2(request.cookies.lang, request.headers["accept-language"]),
      fetch: inProcessFetch(this.app, origin, {
        cookie: request.headers.cookie,
        authorization: request.headers.authorization
      })
    });
    if (result.redirect) {
      const status = result.status >= 300 && result.status < 400 ? result.status : 302;
      return reply.redirect(result.redirect, status);
    }
    reply.status(result.status).type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "accept-encoding");
    const encoding = pageEncoding(request.headers["accept-encoding"]);
    if (!encoding) return reply.send(result.html);
    return reply.header("content-encoding", encoding).send(await compressPage(result.html, encoding));
  }
};

// src/areas/message/captcha.ts
import { createHash as createHash3, randomInt, timingSafeEqual as timingSafeEqual2 } from "crypto";
import { createI18n as createI18n2 } from "@gartenwerk/i18n";
import { and as and8, eq as eq10, gt as gt3, lt } from "drizzle-orm";
import svgCaptcha from "svg-captcha";
var CAPTCHA_LIFETIME_MS = 10 * 60 * 1e3;
function hashAnswer(id, answer) {
  return createHash3("sha256").update(`${id}:${answer.trim()}`).digest();
}
async function createCaptcha(db, now = /* @__PURE__ */ new Date()) {
  const { data, text: text18 } = svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 9, mathOperator: "+/-", noise: 2 });
  return { id: await storeCaptchaAnswer(db, text18, now), svg: data };
}
async function createTextCaptcha(db, language, now = /* @__PURE__ */ new Date()) {
  const t = createI18n2(language).t;
  const words = t("content:captchaText.numbers").split(" ");
  const [a, b] = [randomInt(1, 10), randomInt(1, 10)];
  const plus = randomInt(2) === 0;
  const [first, second] = plus ? [a, b] : [Math.max(a, b), Math.min(a, b)];
  const question = t(plus ? "content:captchaText.plus" : "content:captchaText.minus", {
    a: words[first],
    b: words[second]
  });
  return { id: await storeCaptchaAnswer(db, String(plus ? first + second : first - second), now), question };
}
async function storeCaptchaAnswer(db, answer, now = /* @__PURE__ */ new Date()) {
  const id = newId();
  await db.delete(captchas).where(lt(captchas.expires, now));
  await db.insert(captchas).values({
    id,
    answerHash: hashAnswer(id, answer).toString("hex"),
    expires: new Date(now.getTime() + CAPTCHA_LIFETIME_MS)
  });
  return id;
}
async function checkCaptcha(db, id, answer, now = /* @__PURE__ */ new Date()) {
  const [task] = await db.delete(captchas).where(and8(eq10(captchas.id, id), gt3(captchas.expires, now))).returning();
  if (!task) return false;
  return timingSafeEqual2(Buffer.from(task.answerHash, "hex"), hashAnswer(id, answer));
}

// src/areas/message/schemas.ts
import { Type as Type16 } from "@sinclair/typebox";
var MESSAGE_FORMS = ["contact", "jobs"];
var MESSAGE_FIELD_NAMES = ["name", "email", "phone", "subject", "message"];
var MessageFieldSchema = Type16.Object({
  name: Type16.Union(MESSAGE_FIELD_NAMES.map((name) => Type16.Literal(name))),
  required: Type16.Boolean()
});
var MessageSettingsSchema = Type16.Object({
  fields: Type16.Array(MessageFieldSchema, { maxItems: MESSAGE_FIELD_NAMES.length })
});
var AttachmentSchema = Type16.Object({
  name: Type16.String(),
  size: Type16.Integer(),
  mime: Type16.String()
});
var MessageSchema = Type16.Object({
  _id: Type16.String(),
  form: Type16.String(),
  read: Type16.Boolean(),
  tags: Type16.Array(Type16.String()),
  name: Type16.String(),
  email: Type16.String(),
  phone: Type16.String(),
  subject: Type16.String(),
  message: Type16.String(),
  language: Type16.String(),
  attachment: Type16.Union([AttachmentSchema, Type16.Null()]),
  date: Type16.String({ format: "date-time" })
});
var text16 = (maxLength) => Type16.Optional(Type16.String({ maxLength }));
var MessageInputSchema = Type16.Object({
  name: text16(200),
  email: text16(320),
  phone: text16(50),
  subject: text16(300),
  message: text16(2e4),
  captcha_id: Type16.String({ maxLength: 100 }),
  captcha_answer: Type16.String({ maxLength: 20 })
});
var MessageUpdateSchema = Type16.Object({
  _id: Type16.Optional(Type16.String({ minLength: 1 })),
  read: Type16.Optional(Type16.Boolean()),
  tags: Type16.Optional(Type16.Array(Type16.String({ maxLength: 100 }), { maxItems: 100 }))
});
var MessageQuerySchema = Type16.Composite([
  Type16.Object({
    read: Type16.Optional(Type16.Boolean()),
    tags: Type16.Optional(Type16.String({ description: "One tag the messages carry" })),
    form: Type16.Optional(Type16.Union(MESSAGE_FORMS.map((form) => Type16.Literal(form))))
  }),
  PagingQuerySchema
]);
var CaptchaSchema = Type16.Object({ id: Type16.String(), svg: Type16.String() });
var TextCaptchaSchema = Type16.Object({ id: Type16.String(), question: Type16.String() });

// src/areas/message/service.ts
import { mkdir as mkdir2, rm as rm3, writeFile } from "fs/promises";
import { join as join6 } from "path";
import {
  APPLICATION_EXTENSIONS,
  APPLICATION_MAX_BYTES,
  isValidEmail as isValidEmail2,
  MESSAGE_NAME_MIN_LENGTH,
  MESSAGE_TEXT_MIN_LENGTH
} from "@gartenwerk/domain";
import { createI18n as createI18n3 } from "@gartenwerk/i18n";
import { and as and9, count as count5, desc as desc4, eq as eq11, sql as sql9 } from "drizzle-orm";
import { fileTypeFromBuffer as fileTypeFromBuffer2 } from "file-type";

// src/areas/message/notify.ts
import { ADMIN_CENTER_URL as ADMIN_CENTER_URL2 } from "@gartenwerk/domain";
async function notifyMailbox(mailer, db, message) {
  const { mail, components } = await getConfig(db);
  const mailbox = mail.mailboxes.find((box) => box.uuid === mail.DEFAULT_SYSTEM_MAILBOX) ?? mail.mailboxes[0];
  if (!mailbox?.email) return null;
  const adminUrl = components.admincenter?.url ?? ADMIN_CENTER_URL2;
  return mailer.sendMail({
    to: mailbox.email,
    template: message.form === "jobs" ? "messageJobs" : "messageContact",
    // The mailbox is read by the nursery: German, whatever language the visitor wrote in.
    language: "de",
    values: {
      link: `${adminUrl}/messages/inbox/${message._id}`,
      // Not `name`: that would greet the mailbox with the sender's name.
      sender: message.name,
      email: message.email,
      phone: message.phone || "\u2013",
      subject: message.subject || "\u2013",
      message: message.message
    }
  });
}

// src/areas/message/service.ts
var DEFAULT_MESSAGE_FIELDS = [
  { name: "name", required: true },
  { name: "email", required: true },
  { name: "phone", required: false },
  { name: "subject", required: false },
  { name: "message", required: true }
];
var APPLICATIONS_FOLDER = "applications";
function toMessage(row) {
  return {
    _id: row.id,
    form: row.form,
    read: row.read,
    tags: row.tags,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    language: row.language,
    attachment: row.attachment ? { name: row.attachment.name, size: row.attachment.size, mime: row.attachment.mime } : null,
    date: row.date.toISOString()
  };
}
function isField(value) {
  const field = value;
  return typeof field === "object" && field !== null && MESSAGE_FIELD_NAMES.includes(field.name) && typeof field.required === "boolean";
}
async function getMessageSettings(db) {
  const fields = (await getConfig(db)).components.message.fields.filter(isField);
  return { fields: fields.length > 0 ? fields : DEFAULT_MESSAGE_FIELDS };
}
async function updateMessageSettings(db, settings) {
  const names = settings.fields.map((field) => field.name);
  if (new Set(names).size !== names.length) {
    throw new AppError("VALIDATION", 400, "body/fields must not name a field twice");
  }
  const { components } = await getConfig(db);
  await updateConfig(db, {
    components: { ...components, message: { ...components.message, fields: settings.fields } }
  });
  return getMessageSettings(db);
}
function refuse(language, code, key, values = {}) {
  return new AppError(code, 400, createI18n3(language).t(`content:form.${key}`, values));
}
async function validateMessage(db, input, language) {
  const { fields } = await getMessageSettings(db);
  const value = (name) => (input[name] ?? "").trim();
  for (const field of fields) {
    const given = value(field.name);
    if (given === "") {
      if (!field.required) continue;
      if (field.name === "name")
        throw refuse(language, "NAME_TOO_SHORT", "nameTooShort", { min: MESSAGE_NAME_MIN_LENGTH });
      if (field.name === "email") throw refuse(language, "EMAIL_NOT_VALID", "emailNotValid");
      if (field.name === "message") {
        throw refuse(language, "MESSAGE_TOO_SHORT", "messageTooShort", { min: MESSAGE_TEXT_MIN_LENGTH });
      }
      throw refuse(language, "FIELD_REQUIRED", "fieldRequired", { field: field.name });
    }
    if (field.name === "name" && given.length < MESSAGE_NAME_MIN_LENGTH) {
      throw refuse(language, "NAME_TOO_SHORT", "nameTooShort", { min: MESSAGE_NAME_MIN_LENGTH });
    }
    if (field.name === "email" && !isValidEmail2(given))
      throw refuse(language, "EMAIL_NOT_VALID", "emailNotValid");
    if (field.name === "message" && given.length < MESSAGE_TEXT_MIN_LENGTH) {
      throw refuse(language, "MESSAGE_TOO_SHORT", "messageTooShort", { min: MESSAGE_TEXT_MIN_LENGTH });
    }
  }
}
async function checkApplicationFile(file, language) {
  if (file?.tooLarge || (file?.data.length ?? 0) > APPLICATION_MAX_BYTES) {
    throw refuse(language, "FILE_TOO_LARGE", "fileTooLarge", { max: APPLICATION_MAX_BYTES / 1e6 });
  }
  if (!file || file.data.length === 0) throw refuse(language, "FILE_REQUIRED", "fileRequired");
  const detected = await fileTypeFromBuffer2(file.data);
  if (!detected || !APPLICATION_EXTENSIONS.includes(detected.ext)) {
    throw new AppError("FILE_TYPE", 400, createI18n3(language).t("admin:files.wrongFileType"));
  }
  return detected;
}
async function submitMessage(db, submission) {
  const { form, input, language } = submission;
  await validateMessage(db, input, language);
  const fileType = form === "jobs" ? await checkApplicationFile(submission.file, language) : void 0;
  if (!await checkCaptcha(db, input.captcha_id, input.captcha_answer)) {
    throw refuse(language, "CAPTCHA_WRONG", "captchaWrong");
  }
  const id = newId();
  let attachment = null;
  if (fileType && submission.file) {
    const path = join6(APPLICATIONS_FOLDER, `${id}.${fileType.ext}`);
    await mkdir2(join6(submission.dataDir, APPLICATIONS_FOLDER), { recursive: true });
    await writeFile(join6(submission.dataDir, path), submission.file.data);
    attachment = {
      name: submission.file.filename.slice(0, 200),
      path,
      size: submission.file.data.length,
      mime: fileType.mime
    };
  }
  const [row] = await db.insert(messages).values({
    id,
    form,
    name: (input.name ?? "").trim(),
    email: (input.email ?? "").trim(),
    phone: (input.phone ?? "").trim(),
    subject: (input.subject ?? "").trim(),
    message: (input.message ?? "").trim(),
    language,
    attachment
  }).returning();
  const message = toMessage(row);
  await notifyMailbox(submission.mailer, db, message);
  return message;
}
async function listMessages(db, query) {
  const conditions2 = [];
  if (query.read !== void 0) conditions2.push(eq11(messages.read, query.read));
  if (query.form !== void 0) conditions2.push(eq11(messages.form, query.form));
  if (query.tags !== void 0) conditions2.push(sql9`${query.tags} = any(${messages.tags})`);
  const where = and9(...conditions2);
  const rows = await db.select().from(messages).where(where).orderBy(desc4(messages.date), messages.id).limit(query.limit ?? 1e3).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count5() }).from(messages).where(where);
  return { items: rows.map(toMessage), total: counted?.total ?? 0 };
}
async function findMessage(db, id) {
  const [row] = await db.select().from(messages).where(eq11(messages.id, id)).limit(1);
  if (!row) throw notFound("message not found");
  return row;
}
async function getMessage(db, id) {
  return toMessage(await findMessage(db, id));
}
async function getAttachment(db, id) {
  const { attachment } = await findMessage(db, id);
  if (!attachment) throw notFound("message has no attachment");
  return attachment;
}
async function updateMessage(db, id, update) {
  if (update.read === void 0 && update.tags === void 0) return getMessage(db, id);
  const [row] = await db.update(messages).set({
    ...update.read !== void 0 ? { read: update.read } : {},
    ...update.tags !== void 0 ? { tags: update.tags.filter((tag) => tag !== "") } : {}
  }).where(eq11(messages.id, id)).returning();
  if (!row) throw notFound("message not found");
  return toMessage(row);
}
async function deleteMessage(db, id, dataDir) {
  const [row] = await db.delete(messages).where(eq11(messages.id, id)).returning();
  if (!row) throw notFound("message not found");
  if (row.attachment) await rm3(join6(dataDir, row.attachment.path), { force: true });
  return { _id: id };
}

// src/areas/message/routes.ts
var admins = requireRole("admin", "system");
var languageOf = (request) => pickLanguage2(request.cookies.lang, request.headers["accept-language"]);
var DEFAULT_FORM_RATE_LIMIT = { max: 10, windowMs: 10 * 6e4 };
function formRateLimit(options) {
  const { max, windowMs } = { ...DEFAULT_FORM_RATE_LIMIT, ...options.rateLimit };
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (request, context) => new AppError(
      "RATE_LIMITED",
      429,
      createI18n4(languageOf(request)).t("content:form.tooManyMessages", {
        count: Math.max(1, Math.ceil(context.ttl / 6e4))
      })
    )
  };
}
var messageRoutes = async (app, options) => {
  app.get(
    "/",
    {
      preHandler: admins,
      schema: {
        tags: ["message"],
        summary: "The inbox, newest first, by read flag, tag or form (admin, system)",
        querystring: MessageQuerySchema,
        response: { 200: ListSchema(MessageSchema) }
      }
    },
    async (request) => listMessages(app.db, request.query)
  );
  app.get(
    "/settings",
    {
      schema: {
        tags: ["message"],
        summary: "Which fields the forms have and which are required (anyone)",
        response: { 200: MessageSettingsSchema }
      }
    },
    async () => getMessageSettings(app.db)
  );
  app.put(
    "/settings",
    {
      preHandler: admins,
      schema: {
        tags: ["message"],
        summary: "Sets the fields of the forms, stored in config components.message (admin, system)",
        body: MessageSettingsSchema,
        response: { 200: MessageSettingsSchema }
      }
    },
    async (request) => updateMessageSettings(app.db, request.body)
  );
  app.get(
    "/:id",
    {
      preHandler: admins,
      schema: {
        tags: ["message"],
        summary: "One message (admin, system)",
        params: IdParamsSchema,
        response: { 200: MessageSchema }
      }
    },
    async (request) => getMessage(app.db, request.params.id)
  );
  app.get(
    "/:id/attachment",
    {
      preHandler: admins,
      schema: {
        tags: ["message"],
        summary: "The application file of a message (admin, system)",
        params: IdParamsSchema
      }
    },
    async (request, reply) => {
      const attachment = await getAttachment(app.db, request.params.id);
      const filename = encodeURIComponent(attachment.name);
      return reply.type(attachment.mime).header("content-disposition", `attachment; filename*=UTF-8''${filename}`).send(createReadStream2(join7(app.dataDir, attachment.path)));
    }
  );
  app.post(
    "/",
    {
      config: { rateLimit: formRateLimit(options) },
      schema: {
        tags: ["message"],
        summary: "Sends the contact form; refusals come in the visitor language (anyone, with captcha)",
        body: MessageInputSchema,
        response: { 201: MessageSchema }
      }
    },
    async (request, reply) => {
      const message = await submitMessage(app.db, {
        form: "contact",
        input: request.body,
        language: languageOf(request),
        dataDir: app.dataDir,
        mailer: app.mailer
      });
      return reply.status(201).send(message);
    }
  );
  const update = async (id, body) => {
    if (!id) throw new AppError("VALIDATION", 400, "body must have required property _id");
    return updateMessage(app.db, id, body);
  };
  app.put(
    "/",
    {
      preHandler: admins,
      schema: {
        tags: ["message"],
        summary: "Sets the read flag and the tags of the message named by _id (admin, system)",
        body: MessageUpdateSchema,
        response: { 200: MessageSchema }
      }
    },
    async (request) => update(request.body._id, request.body)
  );
  app.put(
    "/:id",
    {
      preHandler: admins,
      schema: {
        tags: ["message"],
        summary: "Sets the read flag and the tags (admin, system)",
        params: IdParamsSchema,
        body: MessageUpdateSchema,
        response: { 200: MessageSchema }
      }
    },
    async (request) => update(request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: admins,
      schema: {
        tags: ["message"],
        summary: "Removes a message and its file (admin, system)",
        params: IdParamsSchema,
        response: { 200: Type17.Object({ _id: Type17.String() }) }
      }
    },
    async (request) => deleteMessage(app.db, request.params.id, app.dataDir)
  );
};
async function readJobsForm(request) {
  const fields = {};
  let file;
  for await (const part of request.parts({
    limits: { fileSize: APPLICATION_MAX_BYTES2, files: 1, fields: 20 }
  })) {
    if (part.type === "field") {
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
      continue;
    }
    try {
      file = { filename: part.filename, data: await part.toBuffer(), tooLarge: false };
    } catch (error) {
      if (error.code !== "FST_REQ_FILE_TOO_LARGE") throw error;
      return { fields, file: { filename: part.filename, data: Buffer.alloc(0), tooLarge: true } };
    }
  }
  return { fields, file };
}
var formRoutes = async (app, options) => {
  if (!app.hasContentTypeParser("multipart/form-data")) await app.register(fastifyMultipart2);
  app.post(
    "/jobs",
    {
      config: { rateLimit: formRateLimit(options) },
      schema: {
        tags: ["message"],
        summary: "Sends the jobs form as multipart: name, email, phone, subject, message, captcha_id, captcha_answer and the application file (pdf, docx, odt, jpg, png; at most 10 MB)",
        response: { 201: MessageSchema }
      }
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError("VALIDATION", 400, "the jobs form must be sent as multipart/form-data");
      const { fields, file } = await readJobsForm(request);
      if (!Value.Check(MessageInputSchema, fields)) {
        const [first] = Value.Errors(MessageInputSchema, fields);
        throw new AppError("VALIDATION", 400, `body${first?.path ?? ""} ${first?.message ?? "is invalid"}`);
      }
      const message = await submitMessage(app.db, {
        form: "jobs",
        input: fields,
        language: languageOf(request),
        file,
        dataDir: app.dataDir,
        mailer: app.mailer
      });
      return reply.status(201).send(message);
    }
  );
};
var captchaRoutes = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["message"],
        summary: "A new arithmetic task as an SVG image; its answer is checked once by a form (anyone)",
        response: { 200: CaptchaSchema }
      }
    },
    async (_request, reply) => reply.header("cache-control", "no-store").send(await createCaptcha(app.db))
  );
  app.get(
    "/text",
    {
      schema: {
        tags: ["message"],
        summary: "The non-visual alternative: a new arithmetic task as a sentence in the visitor language, answered in digits and checked once like the image (anyone)",
        response: { 200: TextCaptchaSchema }
      }
    },
    async (request, reply) => reply.header("cache-control", "no-store").send(await createTextCaptcha(app.db, languageOf(request)))
  );
};

// src/areas/shop-address/schemas.ts
import { Type as Type18 } from "@sinclair/typebox";
var Required = (maxLength) => Type18.String({ minLength: 1, maxLength });
var AddressFieldsSchema = Type18.Object(
  {
    type: Type18.Union([Type18.Literal("person"), Type18.Literal("company")]),
    title: Type18.Optional(Type18.String({ maxLength: 100 })),
    first_name: Required(200),
    last_name: Required(200),
    company: Type18.Optional(Type18.String({ maxLength: 300 })),
    address: Required(500),
    zip: Required(20),
    city: Required(200),
    country: Type18.String({ pattern: "^[a-z]{2}$" }),
    phone: Type18.Optional(Type18.String({ maxLength: 50 })),
    uid: Type18.Optional(Type18.String({ maxLength: 50 }))
  },
  { additionalProperties: false }
);
var AddressSchema = Type18.Composite([Type18.Object({ uuid: Type18.String() }), AddressFieldsSchema]);
var AddressBookSchema = Type18.Object({
  items: Type18.Array(AddressSchema),
  total: Type18.Integer(),
  default_invoice_address: Type18.Union([Type18.String(), Type18.Null()]),
  default_shipping_address: Type18.Union([Type18.String(), Type18.Null()])
});
var AddressDefaultsSchema = Type18.Object(
  {
    default_invoice_address: Type18.Optional(Type18.String({ minLength: 1, maxLength: 64 })),
    default_shipping_address: Type18.Optional(Type18.String({ minLength: 1, maxLength: 64 }))
  },
  { additionalProperties: false }
);
var AddressParamsSchema = Type18.Object({ uuid: Type18.String({ minLength: 1, maxLength: 64 }) });

// src/areas/shop-address/service.ts
import { randomUUID } from "crypto";
import { addressRemovalError, isValidAddress, missingAddressFields } from "@gartenwerk/domain";
import { eq as eq12 } from "drizzle-orm";
var ADDRESS_NOT_FOUND_MESSAGE = "Diese Adresse gibt es nicht.";
var ADDRESS_INCOMPLETE_MESSAGE = (fields) => `Bitte f\xFCllen Sie alle Pflichtfelder der Adresse aus: ${fields.join(", ")}`;
function bookOf(userData) {
  const items = Array.isArray(userData.addresses) ? userData.addresses : [];
  const shop = userData.shop ?? {};
  return {
    items,
    total: items.length,
    default_invoice_address: shop.default_invoice_address ?? null,
    default_shipping_address: shop.default_shipping_address ?? null
  };
}
function checkComplete(address) {
  if (!isValidAddress(address))
    throw new AppError("VALIDATION", 400, ADDRESS_INCOMPLETE_MESSAGE(missingAddressFields(address)));
}
async function changeBook(db, userId, change2) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq12(users.id, userId)).for("update");
    if (!user) throw notFound("user not found");
    const next = change2(bookOf(user.userData));
    const userData = {
      ...user.userData,
      addresses: next.items,
      shop: {
        ...user.userData.shop ?? {},
        default_invoice_address: next.default_invoice_address,
        default_shipping_address: next.default_shipping_address
      }
    };
    await tx.update(users).set({ userData }).where(eq12(users.id, userId));
    return bookOf(userData);
  });
}
async function listAddresses(db, userId) {
  const [user] = await db.select().from(users).where(eq12(users.id, userId));
  if (!user) throw notFound("user not found");
  return bookOf(user.userData);
}
async function addAddress(db, userId, fields) {
  checkComplete(fields);
  const address = { uuid: randomUUID(), ...fields };
  return changeBook(db, userId, (book) => ({
    items: [...book.items, address],
    default_invoice_address: book.default_invoice_address ?? address.uuid,
    default_shipping_address: book.default_shipping_address ?? address.uuid
  }));
}
async function updateAddress(db, userId, uuid, fields) {
  checkComplete(fields);
  return changeBook(db, userId, (book) => {
    if (!book.items.some((address) => address.uuid === uuid)) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    return {
      ...book,
      items: book.items.map((address) => address.uuid === uuid ? { uuid, ...fields } : address)
    };
  });
}
async function removeAddress(db, userId, uuid) {
  return changeBook(db, userId, (book) => {
    if (!book.items.some((address) => address.uuid === uuid)) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
    const refusal = addressRemovalError(uuid, book);
    if (refusal) throw new AppError("DEFAULT_ADDRESS", 409, refusal);
    return { ...book, items: book.items.filter((address) => address.uuid !== uuid) };
  });
}
async function setDefaultAddresses(db, userId, defaults) {
  return changeBook(db, userId, (book) => {
    for (const uuid of [defaults.default_invoice_address, defaults.default_shipping_address]) {
      if (uuid !== void 0 && !book.items.some((address) => address.uuid === uuid))
        throw new AppError("VALIDATION", 400, ADDRESS_NOT_FOUND_MESSAGE);
    }
    return {
      items: book.items,
      default_invoice_address: defaults.default_invoice_address ?? book.default_invoice_address,
      default_shipping_address: defaults.default_shipping_address ?? book.default_shipping_address
    };
  });
}

// src/areas/shop-address/routes.ts
var addressRoutes = async (app) => {
  const response = { 200: AddressBookSchema };
  app.addHook("preHandler", requireAuthenticated);
  app.get(
    "/",
    { schema: { tags: ["shop"], summary: "One\u2019s addresses and default addresses (signed in)", response } },
    async (request) => listAddresses(app.db, request.user._id)
  );
  app.post(
    "/",
    {
      schema: {
        tags: ["shop"],
        summary: "Adds an address; the first becomes the default invoice and shipping address (signed in)",
        body: AddressFieldsSchema,
        response
      }
    },
    async (request) => addAddress(app.db, request.user._id, request.body)
  );
  app.put(
    "/defaults",
    {
      schema: {
        tags: ["shop"],
        summary: "Chooses the default invoice and/or shipping address (signed in)",
        body: AddressDefaultsSchema,
        response
      }
    },
    async (request) => setDefaultAddresses(app.db, request.user._id, request.body)
  );
  app.put(
    "/:uuid",
    {
      schema: {
        tags: ["shop"],
        summary: "Changes an address (signed in)",
        params: AddressParamsSchema,
        body: AddressFieldsSchema,
        response
      }
    },
    async (request) => updateAddress(app.db, request.user._id, request.params.uuid, request.body)
  );
  app.delete(
    "/:uuid",
    {
      schema: {
        tags: ["shop"],
        summary: "Removes an address; never the default invoice or shipping address (signed in)",
        params: AddressParamsSchema,
        response
      }
    },
    async (request) => removeAddress(app.db, request.user._id, request.params.uuid)
  );
};

// src/areas/shop-color/schemas.ts
import { Type as Type19 } from "@sinclair/typebox";
var ColorSchema = Type19.Object({
  _id: Type19.String(),
  title: Type19.String(),
  tags: Type19.Array(Type19.String()),
  media: Type19.Array(Type19.String()),
  code: NullableString(),
  created: Type19.String({ format: "date-time" })
});
var ColorFields = {
  title: Type19.String({ minLength: 1, maxLength: 200 }),
  tags: Tags(),
  media: IdList(),
  code: Type19.Unsafe({ type: ["string", "null"], maxLength: 50 })
};
var ColorCreateSchema = Type19.Composite(
  [Type19.Object({ title: ColorFields.title }), Type19.Partial(Type19.Object(ColorFields))],
  { additionalProperties: false }
);
var ColorUpdateSchema = Type19.Composite(
  [Type19.Object({ _id: Type19.Optional(Id()) }), Type19.Partial(Type19.Object(ColorFields))],
  { additionalProperties: false }
);
var ColorQuerySchema = PagingQuerySchema;

// src/areas/shop-color/service.ts
import { arrayContains as arrayContains4, asc as asc5, count as count6, eq as eq13 } from "drizzle-orm";
var COLOR_IN_USE_MESSAGE = "Die Farbe wird noch von Produkten verwendet und kann nicht gel\xF6scht werden.";
function toColor(row) {
  return {
    _id: row.id,
    title: row.title,
    tags: row.tags,
    media: row.media,
    code: row.code,
    created: row.created.toISOString()
  };
}
async function listColors(db, query) {
  const rows = await db.select().from(shopColors).orderBy(asc5(shopColors.title)).limit(query.limit ?? 1e3).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count6() }).from(shopColors);
  return { items: rows.map(toColor), total: counted?.total ?? 0 };
}
async function getColor(db, id) {
  const [row] = await db.select().from(shopColors).where(eq13(shopColors.id, id)).limit(1);
  if (!row) throw notFound("color not found");
  return toColor(row);
}
async function createColor(db, input) {
  await assertFilesExist(db, "media", input.media);
  const [row] = await db.insert(shopColors).values({
    title: input.title,
    tags: input.tags ?? [],
    media: input.media ?? [],
    code: input.code ?? null
  }).returning();
  return toColor(row);
}
async function updateColor(db, id, input) {
  await assertFilesExist(db, "media", input.media);
  const { _id: _ignored, ...fields } = input;
  if (Object.keys(fields).length === 0) return getColor(db, id);
  const [row] = await db.update(shopColors).set(fields).where(eq13(shopColors.id, id)).returning();
  if (!row) throw notFound("color not found");
  return toColor(row);
}
async function deleteColor(db, id) {
  return db.transaction(async (tx) => {
    const [used] = await tx.select({ total: count6() }).from(shopProducts).where(arrayContains4(shopProducts.colors, [id]));
    if ((used?.total ?? 0) > 0) throw new AppError("IN_USE", 409, COLOR_IN_USE_MESSAGE);
    const [row] = await tx.delete(shopColors).where(eq13(shopColors.id, id)).returning();
    if (!row) throw notFound("color not found");
    return toColor(row);
  });
}

// src/areas/shop-color/routes.ts
var adminOnly3 = requireRole("admin", "system");
var colorRoutes = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["shop"],
        summary: "Colours by title (anyone)",
        querystring: ColorQuerySchema,
        response: { 200: ListSchema(ColorSchema) }
      }
    },
    async (request) => listColors(app.db, request.query)
  );
  app.get(
    "/:id",
    {
      schema: {
        tags: ["shop"],
        summary: "One colour (anyone)",
        params: IdParamsSchema,
        response: { 200: ColorSchema }
      }
    },
    async (request) => getColor(app.db, request.params.id)
  );
  app.post(
    "/",
    {
      preHandler: adminOnly3,
      schema: {
        tags: ["shop"],
        summary: "Adds a colour (admin, system)",
        body: ColorCreateSchema,
        response: { 200: ColorSchema }
      }
    },
    async (request) => createColor(app.db, request.body)
  );
  app.put(
    "/",
    {
      preHandler: adminOnly3,
      schema: {
        tags: ["shop"],
        summary: "Changes the fields sent for the colour named by _id (admin, system)",
        body: ColorUpdateSchema,
        response: { 200: ColorSchema }
      }
    },
    async (request) => {
      if (!request.body._id) throw new AppError("VALIDATION", 400, "body must have required property _id");
      return updateColor(app.db, request.body._id, request.body);
    }
  );
  app.put(
    "/:id",
    {
      preHandler: adminOnly3,
      schema: {
        tags: ["shop"],
        summary: "Changes the fields sent (admin, system)",
        params: IdParamsSchema,
        body: ColorUpdateSchema,
        response: { 200: ColorSchema }
      }
    },
    async (request) => updateColor(app.db, request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: adminOnly3,
      schema: {
        tags: ["shop"],
        summary: "Removes a colour no product uses (admin, system); in use: 409",
        params: IdParamsSchema,
        response: { 200: ColorSchema }
      }
    },
    async (request) => deleteColor(app.db, request.params.id)
  );
};

// src/areas/shop-country/routes.ts
import { Type as Type20 } from "@sinclair/typebox";
var CountrySchema = Type20.Object({
  _id: Type20.String(),
  code: Type20.String(),
  name: Type20.String(),
  name_en: Type20.String(),
  flag: Type20.String()
});
var countryRoutes = async (app) => {
  const countries = listCountries();
  app.get(
    "/",
    {
      schema: {
        tags: ["shop"],
        summary: "Countries with German and English names and flags, 'de' and 'at' first (anyone)",
        response: { 200: ListSchema(CountrySchema) }
      }
    },
    async () => ({ items: countries, total: countries.length })
  );
};

// src/areas/shop-order/routes.ts
import { canAdminister as canAdminister4, formatEuro as formatEuro4, toCents as toCents5 } from "@gartenwerk/domain";
import { Type as Type22 } from "@sinclair/typebox";

// src/areas/shop-order/schemas.ts
import { Type as Type21 } from "@sinclair/typebox";
var ORDER_STATUSES = ["open", "partial", "complete"];
var StatusSchema = Type21.Union(ORDER_STATUSES.map((status) => Type21.Literal(status)));
var OrderAddressSchema = Type21.Object(
  {
    type: Type21.Union([Type21.Literal("person"), Type21.Literal("company")]),
    first_name: Type21.String({ maxLength: 200 }),
    last_name: Type21.String({ maxLength: 200 }),
    address: Type21.String({ maxLength: 500 }),
    zip: Type21.String({ maxLength: 20 }),
    city: Type21.String({ maxLength: 200 }),
    country: Type21.String({ pattern: "^[a-z]{2}$" }),
    phone: Type21.Optional(Type21.String({ maxLength: 50 })),
    uid: Type21.Optional(Type21.String({ maxLength: 50 })),
    company: Type21.Optional(Type21.String({ maxLength: 300 }))
  },
  { additionalProperties: false }
);
var OrderLineInputSchema = Type21.Object(
  {
    item: Id(),
    amount: Type21.Integer({ minimum: 1, maximum: 1e5 }),
    /** Variant key of the product. */
    variant: Type21.Optional(Type21.String({ maxLength: 200 })),
    order_desc: Type21.Optional(Type21.String({ maxLength: 2e3 })),
    customization: Type21.Optional(Type21.Unknown())
  },
  { additionalProperties: false }
);
var PlaceOrderSchema = Type21.Object(
  {
    items: Type21.Array(OrderLineInputSchema, { minItems: 1, maxItems: 500 }),
    email: Type21.String({ maxLength: 320 }),
    invoiceAddress: OrderAddressSchema,
    shippingAddress: Type21.Optional(Type21.Union([OrderAddressSchema, Type21.Null()])),
    alternate: Type21.Optional(Type21.Boolean()),
    shippingMethod: Type21.Optional(Type21.Union([Type21.Literal("shipping"), Type21.Literal("pickup")])),
    selectedPayment: Type21.String({ maxLength: 100 }),
    comment: Type21.Optional(Type21.String({ maxLength: 5e3 })),
    newsletter: Type21.Optional(Type21.Boolean()),
    termsAccepted: Type21.Boolean(),
    specialConditionsAccepted: Type21.Optional(Type21.Boolean()),
    /** Voucher code paying part of the order. */
    voucher: Type21.Optional(Type21.String({ minLength: 1, maxLength: 64 })),
    tags: Type21.Optional(Tags()),
    /** The customer the order belongs to (admin, system); others order for themselves. */
    owner: Type21.Optional(Type21.Union([Id(), Type21.Null()]))
  },
  { additionalProperties: false }
);
var QuoteSchema = Type21.Object(
  {
    items: PlaceOrderSchema.properties.items,
    invoiceAddress: Type21.Optional(OrderAddressSchema),
    shippingAddress: PlaceOrderSchema.properties.shippingAddress,
    alternate: PlaceOrderSchema.properties.alternate,
    shippingMethod: PlaceOrderSchema.properties.shippingMethod,
    selectedPayment: Type21.Optional(Type21.String({ maxLength: 100 })),
    voucher: PlaceOrderSchema.properties.voucher,
    email: Type21.Optional(Type21.String({ maxLength: 320 })),
    comment: PlaceOrderSchema.properties.comment,
    newsletter: PlaceOrderSchema.properties.newsletter,
    specialConditionsAccepted: PlaceOrderSchema.properties.specialConditionsAccepted
  },
  { additionalProperties: false }
);
var OrderItemSchema = Type21.Object({
  item: Type21.String(),
  title: Type21.String(),
  type: Type21.String(),
  variant: Type21.String(),
  amount: Type21.Integer(),
  order_desc: Type21.Optional(Type21.String()),
  customization: Type21.Optional(Type21.Unknown()),
  /** Unit price in euros as entered, before discount. */
  price: Type21.Number(),
  discount: Type21.Number(),
  vat_rate: Type21.Number(),
  vat: Type21.Number(),
  /** Line total in euros after discount, gross. */
  total: Type21.Number()
});
var VatLineSchema = Type21.Object({
  rate: Type21.Number(),
  net: Type21.Number(),
  vat: Type21.Number(),
  gross: Type21.Number()
});
var OrderTotalsSchema = Type21.Object({
  items: Type21.Number(),
  discount: Type21.Number(),
  shipping: Type21.Number(),
  shipping_free: Type21.Boolean(),
  net: Type21.Number(),
  vat: Type21.Array(VatLineSchema),
  vat_total: Type21.Number(),
  gross: Type21.Number(),
  voucher_used: Type21.Number(),
  total: Type21.Number(),
  vat_country: Type21.String(),
  vat_exempt: Type21.Boolean()
});
var QuoteAnswerSchema = Type21.Object({
  items: Type21.Array(OrderItemSchema),
  totals: OrderTotalsSchema,
  /** Whether the shipping address can be delivered to. */
  shippable: Type21.Boolean(),
  /** Keys of the eligible payment methods, in settings order. */
  payment_methods: Type21.Array(Type21.String())
});
var OrderSchema = Type21.Object({
  _id: Type21.String(),
  status: StatusSchema,
  tags: Type21.Array(Type21.String()),
  created: Type21.String({ format: "date-time" }),
  perm: Type21.Object({ owner: NullableString() }),
  email: Type21.String(),
  items: Type21.Array(OrderItemSchema),
  invoiceAddress: OrderAddressSchema,
  shippingAddress: Type21.Union([OrderAddressSchema, Type21.Null()]),
  alternate: Type21.Boolean(),
  shippingMethod: Type21.String(),
  selectedPayment: NullableString(),
  comment: Type21.String(),
  newsletter: Type21.Boolean(),
  voucher: NullableString(),
  totals: OrderTotalsSchema,
  payment: OrderPaymentSchema,
  total: Type21.Number(),
  payed: Type21.Boolean(),
  payedAt: NullableString(),
  shipped: Type21.Boolean(),
  shippedAt: NullableString()
});
var OrderUpdateSchema = Type21.Object(
  {
    _id: Type21.Optional(Id()),
    status: Type21.Optional(StatusSchema),
    tags: Type21.Optional(Tags()),
    comment: Type21.Optional(Type21.String({ maxLength: 5e3 })),
    invoiceAddress: Type21.Optional(OrderAddressSchema),
    shippingAddress: Type21.Optional(Type21.Union([OrderAddressSchema, Type21.Null()]))
  },
  { additionalProperties: false }
);
var OrderQuerySchema = Type21.Object({
  status: Type21.Optional(StatusSchema),
  owner: Type21.Optional(Id()),
  /** Part of the order number, the e-mail address or the invoice name or company. */
  search: Type21.Optional(Type21.String({ maxLength: 200 })),
  limit: Type21.Optional(Type21.Integer({ minimum: 1, maximum: 1e3 })),
  skip: Type21.Optional(Type21.Integer({ minimum: 0 }))
});
var OrderIdBodySchema = Type21.Object({ _id: Id() });

// src/areas/shop-order/pdf.ts
import { DEFAULT_LANGUAGE as DEFAULT_LANGUAGE4, formatEuro as formatEuro2, toCents as toCents2 } from "@gartenwerk/domain";
import { createI18n as createI18n6 } from "@gartenwerk/i18n";
import { PDFDocument as PDFDocument2, rgb as rgb2, StandardFonts as StandardFonts2 } from "pdf-lib";

// src/areas/shop-voucher/pdf.ts
import { DEFAULT_LANGUAGE as DEFAULT_LANGUAGE3, formatEuro } from "@gartenwerk/domain";
import { createI18n as createI18n5 } from "@gartenwerk/i18n";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
var WIDTH = 595;
var HEIGHT = 420;
var MARGIN = 36;
var GREEN = rgb(0.18, 0.36, 0.2);
function printable(font, text18) {
  return [...text18].map((char) => {
    try {
      font.encodeText(char);
      return char;
    } catch {
      return "?";
    }
  }).join("");
}
function wrap(font, text18, size, width) {
  const lines = [];
  for (const paragraph of text18.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}
async function renderVoucherPdf(voucher, language = DEFAULT_LANGUAGE3) {
  const t = createI18n5(language).getFixedT(null, "shop", "voucherPdf");
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t("title")} ${voucher.code}`);
  pdf.setProducer("Gartenwerk");
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let top = HEIGHT - MARGIN;
  if (voucher.image) {
    const image = voucher.image.kind === "png" ? await pdf.embedPng(voucher.image.bytes) : await pdf.embedJpg(voucher.image.bytes);
    const scaled = image.scaleToFit(WIDTH - 2 * MARGIN, 150);
    top -= scaled.height;
    page.drawImage(image, {
      x: (WIDTH - scaled.width) / 2,
      y: top,
      width: scaled.width,
      height: scaled.height
    });
    top -= 16;
  }
  const value = formatEuro(voucher.valueCents, language === "de" ? "de-AT" : "en-GB");
  const validUntil = voucher.validUntil ? t("validUntil", { date: voucher.validUntil.toLocaleDateString(language === "de" ? "de-AT" : "en-GB") }) : t("validForever");
  const fill = (text18) => text18.replaceAll("{{code}}", voucher.code).replaceAll("{{value}}", value).replaceAll("{{valid_until}}", validUntil);
  const line = (text18, font, size, color = rgb(0.1, 0.1, 0.1)) => {
    for (const part of wrap(font, printable(font, text18), size, WIDTH - 2 * MARGIN)) {
      top -= size * 1.3;
      page.drawText(part, { x: MARGIN, y: top, size, font, color });
    }
  };
  line(t("title"), bold, 26, GREEN);
  line(value, bold, 34, GREEN);
  if (voucher.recipient) line(t("recipient", { recipient: voucher.recipient }), regular, 14);
  if (voucher.message) line(voucher.message, regular, 12);
  if (voucher.text) line(fill(voucher.text), regular, 11);
  top -= 8;
  line(t("code", { code: voucher.code }), bold, 14);
  line(validUntil, regular, 11);
  line(t("redeem"), regular, 9, rgb(0.35, 0.35, 0.35));
  return Buffer.from(await pdf.save());
}

// src/areas/shop-order/pdf.ts
var WIDTH2 = 595;
var HEIGHT2 = 842;
var MARGIN2 = 48;
var GREEN2 = rgb2(0.18, 0.36, 0.2);
var GREY = rgb2(0.35, 0.35, 0.35);
var BLACK = rgb2(0.1, 0.1, 0.1);
var COLUMNS = {
  amount: MARGIN2 + 30,
  product: MARGIN2 + 42,
  unitPrice: 410,
  vat: 460,
  total: WIDTH2 - MARGIN2
};
function addressLines(address) {
  return [
    address.company ?? "",
    `${address.first_name} ${address.last_name}`.trim(),
    address.address,
    `${address.zip} ${address.city}`.trim(),
    address.country.toUpperCase(),
    address.uid ? `UID ${address.uid}` : "",
    address.phone ?? ""
  ].filter(Boolean);
}
async function renderOrderPdf(order, language = DEFAULT_LANGUAGE4) {
  const t = createI18n6(language).getFixedT(null, "admin", "shopOrders");
  const locale = language === "de" ? "de-AT" : "en-GB";
  const euro2 = (amount2) => formatEuro2(toCents2(amount2), locale);
  const date = (iso) => new Date(iso).toLocaleDateString(locale);
  const pdf = await PDFDocument2.create();
  pdf.setTitle(t("pdf.title", { number: order._id }));
  pdf.setProducer("Gartenwerk");
  const regular = await pdf.embedFont(StandardFonts2.Helvetica);
  const bold = await pdf.embedFont(StandardFonts2.HelveticaBold);
  let page = pdf.addPage([WIDTH2, HEIGHT2]);
  let top = HEIGHT2 - MARGIN2;
  const room = (height) => {
    if (top - height >= MARGIN2) return;
    page = pdf.addPage([WIDTH2, HEIGHT2]);
    top = HEIGHT2 - MARGIN2;
  };
  const text18 = (value, x, font, size, color = BLACK) => page.drawText(printable(font, value), { x, y: top, size, font, color });
  const rightAligned = (value, right, font, size, color = BLACK) => {
    const shown = printable(font, value);
    page.drawText(shown, { x: right - font.widthOfTextAtSize(shown, size), y: top, size, font, color });
  };
  const paragraph = (value, font, size, color = BLACK) => {
    for (const part of wrap(font, printable(font, value), size, WIDTH2 - 2 * MARGIN2)) {
      room(size * 1.4);
      top -= size * 1.4;
      text18(part, MARGIN2, font, size, color);
    }
  };
  top -= 22;
  text18(t("pdf.title", { number: order._id }), MARGIN2, bold, 20, GREEN2);
  top -= 18;
  text18(t("pdf.date", { date: date(order.created) }), MARGIN2, regular, 10, GREY);
  top -= 30;
  const half = MARGIN2 + (WIDTH2 - 2 * MARGIN2) / 2;
  text18(t("pdf.invoiceAddress"), MARGIN2, bold, 10);
  text18(t("pdf.shippingAddress"), half, bold, 10);
  const invoice2 = addressLines(order.invoiceAddress);
  const shipping = order.shippingMethod === "pickup" ? [t("pdf.pickup")] : order.shippingAddress ? addressLines(order.shippingAddress) : [t("pdf.sameAsInvoice")];
  for (let row = 0; row < Math.max(invoice2.length, shipping.length); row++) {
    top -= 13;
    if (invoice2[row]) text18(invoice2[row], MARGIN2, regular, 10);
    if (shipping[row]) text18(shipping[row], half, regular, 10);
  }
  top -= 13;
  text18(order.email, MARGIN2, regular, 10, GREY);
  const header = () => {
    top -= 30;
    rightAligned(t("pdf.amount"), COLUMNS.amount, bold, 9);
    text18(t("pdf.product"), COLUMNS.product, bold, 9);
    rightAligned(t("pdf.unitPrice"), COLUMNS.unitPrice, bold, 9);
    rightAligned(t("pdf.vatRate"), COLUMNS.vat, bold, 9);
    rightAligned(t("pdf.lineTotal"), COLUMNS.total, bold, 9);
    top -= 5;
    page.drawLine({
      start: { x: MARGIN2, y: top },
      end: { x: WIDTH2 - MARGIN2, y: top },
      thickness: 0.5,
      color: GREY
    });
  };
  header();
  const productWidth = COLUMNS.unitPrice - 70 - COLUMNS.product;
  for (const item of order.items) {
    const title = [item.title, item.variant].filter(Boolean).join(" \u2013 ");
    const lines = wrap(regular, printable(regular, title), 10, productWidth);
    if (top - 14 * lines.length < MARGIN2) {
      room(HEIGHT2);
      header();
    }
    top -= 14;
    rightAligned(String(item.amount), COLUMNS.amount, regular, 10);
    rightAligned(euro2(item.price), COLUMNS.unitPrice, regular, 10);
    rightAligned(`${item.vat_rate} %`, COLUMNS.vat, regular, 10);
    rightAligned(euro2(item.total), COLUMNS.total, regular, 10);
    lines.forEach((line, index9) => {
      if (index9 > 0) top -= 12;
      text18(line, COLUMNS.product, regular, 10);
    });
    if (item.discount > 0) {
      top -= 12;
      text18(`${t("pdf.discount")} \u2212${euro2(item.discount)}`, COLUMNS.product, regular, 8, GREY);
    }
  }
  const { totals } = order;
  const totalLines = [[t("pdf.itemsTotal"), euro2(totals.items), regular]];
  if (totals.discount > 0) totalLines.push([t("pdf.discount"), `\u2212${euro2(totals.discount)}`, regular]);
  totalLines.push([
    t("pdf.shipping"),
    totals.shipping_free ? t("pdf.shippingFree") : euro2(totals.shipping),
    regular
  ]);
  totalLines.push([t("pdf.net"), euro2(totals.net), regular]);
  if (totals.vat_exempt) totalLines.push([t("pdf.vatExempt"), euro2(0), regular]);
  for (const line of totals.vat.filter((vat) => vat.rate !== 0 || vat.vat !== 0))
    totalLines.push([t("pdf.vat", { rate: line.rate }), euro2(line.vat), regular]);
  totalLines.push([t("pdf.gross"), euro2(totals.gross), bold]);
  if (totals.voucher_used > 0) {
    totalLines.push([
      t("pdf.voucher", { code: order.voucher ?? "" }),
      `\u2212${euro2(totals.voucher_used)}`,
      regular
    ]);
  }
  totalLines.push([t("pdf.total"), euro2(order.total), bold]);
  room(20 + 14 * totalLines.length);
  top -= 8;
  page.drawLine({
    start: { x: 300, y: top },
    end: { x: WIDTH2 - MARGIN2, y: top },
    thickness: 0.5,
    color: GREY
  });
  for (const [label, value, font] of totalLines) {
    top -= 14;
    text18(label, 300, font, 10);
    rightAligned(value, COLUMNS.total, font, 10);
  }
  top -= 16;
  if (order.selectedPayment) {
    const method = t(`paymentNames.${order.selectedPayment}`, { defaultValue: order.selectedPayment });
    paragraph(t("pdf.paymentMethod", { method }), regular, 10);
  }
  if (order.payedAt) paragraph(t("pdf.paid", { date: date(order.payedAt) }), regular, 10);
  if (order.shippedAt) paragraph(t("pdf.shipped", { date: date(order.shippedAt) }), regular, 10);
  if (order.comment) paragraph(t("pdf.comment", { comment: order.comment }), regular, 10, GREY);
  return Buffer.from(await pdf.save());
}

// src/areas/shop-order/notify.ts
import { ADMIN_CENTER_URL as ADMIN_CENTER_URL3, DEFAULT_LANGUAGE as DEFAULT_LANGUAGE5, formatEuro as formatEuro3, toCents as toCents3 } from "@gartenwerk/domain";
import { createI18n as createI18n7 } from "@gartenwerk/i18n";
var euro = (euros, language) => formatEuro3(toCents3(euros), language === "en" ? "en-IE" : "de-AT");
function addressLines2(address) {
  return [
    address.company,
    `${address.first_name} ${address.last_name}`,
    address.address,
    `${address.zip} ${address.city}`,
    address.country.toUpperCase(),
    address.uid ? `UID: ${address.uid}` : void 0
  ].filter((line) => !!line);
}
function orderSummary(order, language) {
  const t = createI18n7(language).getFixedT(null, "mail");
  const money = (euros) => euro(euros, language);
  const { totals } = order;
  const method = t(`paymentMethods.${order.selectedPayment}`, { defaultValue: order.selectedPayment ?? "" });
  const bank = order.payment.bank_details;
  return [
    t("orderSummary.number", { number: order._id }),
    "",
    ...order.items.map(
      (item) => t("orderSummary.line", {
        amount: item.amount,
        title: item.variant ? `${item.title} (${item.variant})` : item.title,
        total: money(item.total)
      })
    ),
    "",
    t("orderSummary.items", { value: money(totals.items) }),
    ...totals.discount > 0 ? [t("orderSummary.discount", { value: money(totals.discount) })] : [],
    order.shippingMethod === "pickup" ? t("orderSummary.pickup") : totals.shipping_free || totals.shipping === 0 ? t("orderSummary.shippingFree") : t("orderSummary.shipping", { value: money(totals.shipping) }),
    ...totals.vat_exempt ? [t("orderSummary.vatExempt")] : totals.vat.map((line) => t("orderSummary.vat", { rate: line.rate, value: money(line.vat) })),
    ...totals.voucher_used > 0 ? [t("orderSummary.voucher", { code: order.voucher ?? "", value: money(totals.voucher_used) })] : [],
    t("orderSummary.total", { value: money(totals.total) }),
    "",
    t("orderSummary.payment", { method }),
    ...bank ? [t("orderSummary.bankDetails", { ...bank, total: money(totals.total), number: order._id })] : [],
    "",
    t("orderSummary.invoiceAddress"),
    ...addressLines2(order.invoiceAddress),
    ...order.shippingAddress ? ["", t("orderSummary.shippingAddress"), ...addressLines2(order.shippingAddress)] : [],
    ...order.comment ? ["", t("orderSummary.comment", { comment: order.comment })] : []
  ].join("\n");
}
async function mailPlacedOrder(app, order, language = DEFAULT_LANGUAGE5) {
  const { mail, components } = await getConfig(app.db);
  const { first_name, last_name } = order.invoiceAddress;
  const name = `${first_name} ${last_name}`.trim();
  const date = new Date(order.created).toLocaleDateString(language === "en" ? "en-GB" : "de-AT");
  const account = components.shop.urls.account || "/account";
  try {
    await app.mailer.sendMail({
      to: order.email,
      template: "orderConfirmation",
      language,
      values: {
        link: order.perm.owner ? `${account}/orders/${order._id}` : "/",
        name,
        number: order._id,
        date,
        summary: orderSummary(order, language)
      }
    });
  } catch (error) {
    app.log.error({ err: error, order: order._id }, "the order confirmation could not be sent");
  }
  const mailbox = mail.mailboxes.find((box) => box.uuid === mail.DEFAULT_SYSTEM_MAILBOX) ?? mail.mailboxes[0];
  if (!mailbox?.email) return;
  const adminUrl = components.admincenter?.url ?? ADMIN_CENTER_URL3;
  try {
    await app.mailer.sendMail({
      to: mailbox.email,
      template: "orderNotification",
      // The mailbox is read by the nursery: German, whatever language the customer ordered in.
      language: "de",
      values: {
        link: `${adminUrl}/shop/orders/${order._id}`,
        number: order._id,
        total: euro(order.total, "de"),
        customer: [order.invoiceAddress.company, name].filter(Boolean).join(", "),
        email: order.email,
        summary: orderSummary(order, "de")
      }
    });
  } catch (error) {
    app.log.error({ err: error, order: order._id }, "the order notification could not be sent");
  }
}

// src/areas/shop-order/service.ts
import {
  DEFAULT_ADDRESS_TYPE,
  DEFAULT_COUNTRY,
  canAdminister as canAdminister3,
  fromCents as fromCents3,
  isAuthenticated as isAuthenticated4,
  isPaymentMethodOffered,
  isSellable,
  priceCart,
  validateCheckout
} from "@gartenwerk/domain";
import { and as and12, count as count9, desc as desc6, eq as eq16, ilike as ilike3, inArray as inArray8, or as or4, sql as sql12 } from "drizzle-orm";

// src/areas/shop-stock/service.ts
import { and as and10, asc as asc6, count as count7, desc as desc5, eq as eq14, gte, lt as lt2, sql as sql10 } from "drizzle-orm";
var NEGATIVE_STOCK_MESSAGE = "Der Lagerbestand darf nicht negativ werden.";
var outOfStockMessage = (title, variant) => `Nicht gen\xFCgend Lagerbestand f\xFCr \u201E${title}${variant ? ` (${variant})` : ""}\u201C.`;
var UNKNOWN_VARIANT_MESSAGE = "Diese Variante gibt es bei dem Produkt nicht.";
function toMovement(row) {
  return {
    _id: row.id,
    product: row.productId,
    variant: row.variant,
    delta: row.delta,
    quantity: row.quantity,
    reason: row.reason,
    user: row.userId,
    order: row.orderId,
    created: row.created.toISOString()
  };
}
async function listStock(db, query) {
  const conditions2 = [];
  if (query.product !== void 0) conditions2.push(eq14(shopStock.productId, query.product));
  if (query.below !== void 0) conditions2.push(lt2(shopStock.quantity, query.below));
  const where = and10(...conditions2);
  const rows = await db.select({
    product: shopStock.productId,
    title: shopProducts.title,
    variant: shopStock.variant,
    quantity: shopStock.quantity,
    updated: shopStock.updated,
    details: shopProducts.data
  }).from(shopStock).innerJoin(shopProducts, eq14(shopProducts.id, shopStock.productId)).where(where).orderBy(asc6(shopStock.quantity), asc6(shopProducts.title), asc6(shopStock.variant)).limit(query.limit ?? 1e3).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count7() }).from(shopStock).where(where);
  return {
    items: rows.map(({ details, ...row }) => ({
      ...row,
      variant_title: details.variants?.find((variant) => variant.key === row.variant)?.value ?? row.variant,
      updated: row.updated.toISOString()
    })),
    total: counted?.total ?? 0
  };
}
async function listMovements(db, query) {
  const where = query.product !== void 0 ? eq14(shopStockMovements.productId, query.product) : void 0;
  const rows = await db.select().from(shopStockMovements).where(where).orderBy(desc5(shopStockMovements.created), desc5(shopStockMovements.id)).limit(query.limit ?? 100).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count7() }).from(shopStockMovements).where(where);
  return { items: rows.map(toMovement), total: counted?.total ?? 0 };
}
async function recordMovement(db, line, delta, quantity, change2) {
  const [row] = await db.insert(shopStockMovements).values({
    productId: line.productId,
    variant: line.variant,
    delta,
    quantity,
    reason: change2.reason,
    userId: change2.userId,
    orderId: change2.orderId ?? null
  }).returning();
  return toMovement(row);
}
async function adjustStock(db, input, userId) {
  if (input.delta === void 0 === (input.quantity === void 0)) {
    throw new AppError("VALIDATION", 400, "body must have either delta or quantity");
  }
  const variant = input.variant ?? "";
  const [product] = await db.select().from(shopProducts).where(eq14(shopProducts.id, input.product)).limit(1);
  if (!product) throw notFound("product not found");
  if (variant !== "" && !(product.data.variants ?? []).some((candidate) => candidate.key === variant)) {
    throw new AppError("VALIDATION", 400, UNKNOWN_VARIANT_MESSAGE);
  }
  const line = { productId: input.product, variant };
  const change2 = { reason: input.reason, userId };
  return db.transaction(async (tx) => {
    await tx.insert(shopStock).values({ ...line, quantity: 0 }).onConflictDoNothing();
    const [current] = await tx.select().from(shopStock).where(and10(eq14(shopStock.productId, line.productId), eq14(shopStock.variant, variant))).for("update");
    const before = current.quantity;
    const after = input.quantity ?? before + input.delta;
    if (after < 0) throw new AppError("NEGATIVE_STOCK", 409, NEGATIVE_STOCK_MESSAGE);
    await tx.update(shopStock).set({ quantity: after, updated: /* @__PURE__ */ new Date() }).where(and10(eq14(shopStock.productId, line.productId), eq14(shopStock.variant, variant)));
    return recordMovement(tx, line, after - before, after, change2);
  });
}
async function takeStock(tx, lines, change2) {
  const sorted = [...lines].sort(
    (a, b) => a.productId === b.productId ? a.variant.localeCompare(b.variant) : a.productId.localeCompare(b.productId)
  );
  for (const line of sorted) {
    const key = and10(eq14(shopStock.productId, line.productId), eq14(shopStock.variant, line.variant));
    const [taken] = await tx.update(shopStock).set({ quantity: sql10`${shopStock.quantity} - ${line.amount}`, updated: /* @__PURE__ */ new Date() }).where(and10(key, gte(shopStock.quantity, line.amount))).returning({ quantity: shopStock.quantity });
    if (taken) {
      await recordMovement(tx, line, -line.amount, taken.quantity, change2);
      continue;
    }
    const [kept] = await tx.select({ quantity: shopStock.quantity }).from(shopStock).where(key);
    if (kept) throw new AppError("OUT_OF_STOCK", 409, outOfStockMessage(line.title, line.variant));
  }
}
async function returnStock(tx, lines, change2) {
  for (const line of lines) {
    const [back] = await tx.update(shopStock).set({ quantity: sql10`${shopStock.quantity} + ${line.amount}`, updated: /* @__PURE__ */ new Date() }).where(and10(eq14(shopStock.productId, line.productId), eq14(shopStock.variant, line.variant))).returning({ quantity: shopStock.quantity });
    if (back) await recordMovement(tx, line, line.amount, back.quantity, change2);
  }
}

// src/areas/shop-voucher/service.ts
import { randomInt as randomInt2 } from "crypto";
import { fromCents as fromCents2, toCents as toCents4 } from "@gartenwerk/domain";
import { and as and11, asc as asc7, count as count8, eq as eq15, gte as gte2, isNull as isNull2, lte, or as or3, sql as sql11 } from "drizzle-orm";
var VOUCHER_UNKNOWN_MESSAGE = "Der Gutscheincode ist uns nicht bekannt.";
var VOUCHER_USED_UP_MESSAGE = "Der Gutschein ist bereits aufgebraucht.";
var VOUCHER_EXPIRED_MESSAGE = "Der Gutschein ist abgelaufen.";
var VOUCHER_NOT_YET_VALID_MESSAGE = "Der Gutschein ist noch nicht g\xFCltig.";
var VOUCHER_CODE_TAKEN_MESSAGE = "Diesen Gutscheincode gibt es bereits.";
var REMAINING_ABOVE_VALUE_MESSAGE = "Der Restwert darf den Gutscheinwert nicht \xFCbersteigen.";
var VALIDITY_REVERSED_MESSAGE = "Der Gutschein muss g\xFCltig werden, bevor er abl\xE4uft.";
var normalizeCode = (code) => code.trim().toUpperCase();
var CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function generateVoucherCode() {
  const block2 = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt2(CODE_ALPHABET.length)]).join("");
  return `GW-${block2()}-${block2()}`;
}
function toVoucher(row) {
  return {
    _id: row.id,
    code: row.code,
    value: fromCents2(row.valueCents),
    remaining: fromCents2(row.remainingCents),
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    template: row.template,
    order: row.orderId,
    tags: row.tags,
    recipient: row.data.recipient ?? "",
    message: row.data.message ?? "",
    created: row.created.toISOString()
  };
}
var toTemplate = (row) => ({
  _id: row.id,
  title: row.title,
  image: row.image,
  text: row.text,
  created: row.created.toISOString()
});
function assertVoucherUsable(row, now = /* @__PURE__ */ new Date()) {
  if (!row) throw new AppError("VOUCHER_UNKNOWN", 404, VOUCHER_UNKNOWN_MESSAGE);
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) {
    throw new AppError("VOUCHER_EXPIRED", 410, VOUCHER_EXPIRED_MESSAGE);
  }
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) {
    throw new AppError("VOUCHER_NOT_YET_VALID", 409, VOUCHER_NOT_YET_VALID_MESSAGE);
  }
  if (row.remainingCents <= 0) throw new AppError("VOUCHER_USED_UP", 409, VOUCHER_USED_UP_MESSAGE);
}
async function verifyVoucher(db, code) {
  const [row] = await db.select().from(shopVouchers).where(eq15(shopVouchers.code, normalizeCode(code)));
  assertVoucherUsable(row);
  return { price: fromCents2(row.remainingCents) };
}
async function lockVoucher(tx, code) {
  const [row] = await tx.select().from(shopVouchers).where(eq15(shopVouchers.code, normalizeCode(code))).for("update");
  assertVoucherUsable(row);
  return row;
}
async function spendVoucher(tx, id, cents) {
  if (cents <= 0) return;
  const [spent] = await tx.update(shopVouchers).set({ remainingCents: sql11`${shopVouchers.remainingCents} - ${cents}` }).where(and11(eq15(shopVouchers.id, id), gte2(shopVouchers.remainingCents, cents))).returning({ id: shopVouchers.id });
  if (!spent) throw new AppError("VOUCHER_USED_UP", 409, VOUCHER_USED_UP_MESSAGE);
}
async function listVouchers(db, query) {
  const conditions2 = [];
  if (query.code) conditions2.push(eq15(shopVouchers.code, normalizeCode(query.code)));
  if (query.from) {
    conditions2.push(or3(isNull2(shopVouchers.validUntil), gte2(shopVouchers.validUntil, new Date(query.from))));
  }
  if (query.until) {
    conditions2.push(or3(isNull2(shopVouchers.validFrom), lte(shopVouchers.validFrom, new Date(query.until))));
  }
  const where = and11(...conditions2);
  const rows = await db.select().from(shopVouchers).where(where).orderBy(asc7(shopVouchers.created), asc7(shopVouchers.code)).limit(query.limit ?? 1e3).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count8() }).from(shopVouchers).where(where);
  return { items: rows.map(toVoucher), total: counted?.total ?? 0 };
}
async function getVoucher(db, id) {
  const [row] = await db.select().from(shopVouchers).where(eq15(shopVouchers.id, id));
  if (!row) throw notFound("voucher not found");
  return toVoucher(row);
}
var dateOrNull = (value) => value ? new Date(value) : null;
function assertValidityInOrder(from, until) {
  if (from && until && from.getTime() > until.getTime()) {
    throw new AppError("VALIDATION", 400, VALIDITY_REVERSED_MESSAGE);
  }
}
async function assertCodeFree(db, code, except) {
  const [taken] = await db.select({ id: shopVouchers.id }).from(shopVouchers).where(eq15(shopVouchers.code, code));
  if (taken && taken.id !== except) throw new AppError(11e3, 409, VOUCHER_CODE_TAKEN_MESSAGE);
}
async function createVoucher(db, input, orderId = null) {
  if (input.template)
    await assertIdsExist(db, shopVoucherTemplates, shopVoucherTemplates.id, "template", [input.template]);
  const valueCents = toCents4(input.value);
  const remainingCents = input.remaining === void 0 ? valueCents : toCents4(input.remaining);
  if (remainingCents > valueCents) throw new AppError("VALIDATION", 400, REMAINING_ABOVE_VALUE_MESSAGE);
  assertValidityInOrder(dateOrNull(input.valid_from), dateOrNull(input.valid_until));
  const code = input.code ? normalizeCode(input.code) : generateVoucherCode();
  await assertCodeFree(db, code);
  const [row] = await db.insert(shopVouchers).values({
    code,
    valueCents,
    remainingCents,
    validFrom: dateOrNull(input.valid_from),
    validUntil: dateOrNull(input.valid_until),
    template: input.template ?? null,
    orderId,
    tags: input.tags ?? [],
    data: { recipient: input.recipient ?? "", message: input.message ?? "" }
  }).onConflictDoNothing().returning();
  if (!row) throw new AppError(11e3, 409, VOUCHER_CODE_TAKEN_MESSAGE);
  return toVoucher(row);
}
async function updateVoucher(db, id, input) {
  const [current] = await db.select().from(shopVouchers).where(eq15(shopVouchers.id, id));
  if (!current) throw notFound("voucher not found");
  if (input.template)
    await assertIdsExist(db, shopVoucherTemplates, shopVoucherTemplates.id, "template", [input.template]);
  const code = input.code !== void 0 ? normalizeCode(input.code) : current.code;
  if (code !== current.code) await assertCodeFree(db, code, id);
  const valueCents = input.value !== void 0 ? toCents4(input.value) : current.valueCents;
  const remainingCents = input.remaining !== void 0 ? toCents4(input.remaining) : current.remainingCents;
  if (remainingCents > valueCents) throw new AppError("VALIDATION", 400, REMAINING_ABOVE_VALUE_MESSAGE);
  assertValidityInOrder(
    input.valid_from !== void 0 ? dateOrNull(input.valid_from) : current.validFrom,
    input.valid_until !== void 0 ? dateOrNull(input.valid_until) : current.validUntil
  );
  const [row] = await db.update(shopVouchers).set({
    code,
    valueCents,
    remainingCents,
    ...input.valid_from !== void 0 ? { validFrom: dateOrNull(input.valid_from) } : {},
    ...input.valid_until !== void 0 ? { validUntil: dateOrNull(input.valid_until) } : {},
    ...input.template !== void 0 ? { template: input.template } : {},
    ...input.tags !== void 0 ? { tags: input.tags } : {},
    data: {
      recipient: input.recipient ?? current.data.recipient ?? "",
      message: input.message ?? current.data.message ?? ""
    }
  }).where(eq15(shopVouchers.id, id)).returning();
  return toVoucher(row);
}
async function deleteVoucher(db, id) {
  const [row] = await db.delete(shopVouchers).where(eq15(shopVouchers.id, id)).returning();
  if (!row) throw notFound("voucher not found");
  return toVoucher(row);
}
async function listVoucherTemplates(db) {
  const rows = await db.select().from(shopVoucherTemplates).orderBy(asc7(shopVoucherTemplates.title));
  return { items: rows.map(toTemplate), total: rows.length };
}
async function getVoucherTemplate(db, id) {
  const [row] = await db.select().from(shopVoucherTemplates).where(eq15(shopVoucherTemplates.id, id));
  if (!row) throw notFound("voucher template not found");
  return toTemplate(row);
}
async function createVoucherTemplate(db, input) {
  if (input.image) await assertFilesExist(db, "image", [input.image]);
  const [row] = await db.insert(shopVoucherTemplates).values({ title: input.title, image: input.image ?? null, text: input.text ?? "" }).returning();
  return toTemplate(row);
}
async function updateVoucherTemplate(db, id, input) {
  if (input.image) await assertFilesExist(db, "image", [input.image]);
  const { _id: _ignored, ...fields } = input;
  if (Object.keys(fields).length === 0) return getVoucherTemplate(db, id);
  const [row] = await db.update(shopVoucherTemplates).set(fields).where(eq15(shopVoucherTemplates.id, id)).returning();
  if (!row) throw notFound("voucher template not found");
  return toTemplate(row);
}
var TEMPLATE_IN_USE_MESSAGE = "Die Gutscheinvorlage wird noch von Gutscheinen verwendet und kann nicht gel\xF6scht werden.";
async function deleteVoucherTemplate(db, id) {
  return db.transaction(async (tx) => {
    const [used] = await tx.select({ total: count8() }).from(shopVouchers).where(eq15(shopVouchers.template, id));
    if ((used?.total ?? 0) > 0) throw new AppError("IN_USE", 409, TEMPLATE_IN_USE_MESSAGE);
    const [row] = await tx.delete(shopVoucherTemplates).where(eq15(shopVoucherTemplates.id, id)).returning();
    if (!row) throw notFound("voucher template not found");
    return toTemplate(row);
  });
}
var PREVIEW_SAMPLE = { code: "GW-MUST-ER26", valueCents: 5e3, recipient: "Maria Muster" };
async function voucherPrintOf(db, input) {
  const [voucher] = input._id ? await db.select().from(shopVouchers).where(eq15(shopVouchers.id, input._id)) : [];
  if (input._id && !voucher) throw notFound("voucher not found");
  const templateId = input.template ?? voucher?.template ?? null;
  const template = templateId ? await getVoucherTemplate(db, templateId) : null;
  const validUntil = input.valid_until ?? voucher?.validUntil?.toISOString() ?? null;
  return {
    print: {
      code: input.code ?? voucher?.code ?? PREVIEW_SAMPLE.code,
      valueCents: input.value !== void 0 ? toCents4(input.value) : voucher?.valueCents ?? PREVIEW_SAMPLE.valueCents,
      validUntil: validUntil ? new Date(validUntil) : null,
      recipient: input.recipient ?? voucher?.data.recipient ?? (voucher ? "" : PREVIEW_SAMPLE.recipient),
      message: input.message ?? voucher?.data.message ?? "",
      text: template?.text ?? ""
    },
    imageId: template?.image ?? null
  };
}

// src/areas/shop-order/service.ts
var PRODUCT_NOT_ORDERABLE = (title) => `Das Produkt \u201E${title}\u201C ist derzeit nicht bestellbar.`;
var PRODUCT_UNKNOWN_MESSAGE = "Ein Produkt der Bestellung gibt es nicht (mehr).";
var VARIANT_UNKNOWN = (title) => `Diese Variante von \u201E${title}\u201C gibt es nicht.`;
var PAYMENT_NOT_OFFERED_MESSAGE = "Diese Zahlungsart ist f\xFCr diese Bestellung nicht verf\xFCgbar.";
var NOT_SHIPPABLE_MESSAGE = "An diese Adresse k\xF6nnen wir leider nicht liefern.";
var INVOICE_ADDRESS_MESSAGE = "Bitte geben Sie eine vollst\xE4ndige Rechnungsadresse an.";
var SHIPPING_ADDRESS_MESSAGE = "Bitte geben Sie eine vollst\xE4ndige Lieferadresse an.";
var IDEMPOTENCY_KEY_REUSED_MESSAGE = "Dieser Idempotency-Key geh\xF6rt zu einer anderen Bestellung.";
var SPECIAL_CONDITIONS_MESSAGE = "Bitte stimmen Sie den zus\xE4tzlichen Bedingungen zu.";
var PICKUP_UNAVAILABLE_MESSAGE = "Eine Abholung ist derzeit nicht m\xF6glich.";
var CHECKOUT_MESSAGES = {
  invoice_address: INVOICE_ADDRESS_MESSAGE,
  shipping_address: SHIPPING_ADDRESS_MESSAGE,
  special_conditions: SPECIAL_CONDITIONS_MESSAGE
};
function statusOf(payed, shipped) {
  if (payed && shipped) return "complete";
  return payed || shipped ? "partial" : "open";
}
function toOrder(row) {
  const data = row.data;
  return {
    _id: row.id,
    status: row.status,
    tags: row.tags,
    created: row.created.toISOString(),
    perm: { owner: row.owner },
    email: row.email,
    items: data.items,
    invoiceAddress: data.invoiceAddress,
    shippingAddress: data.shippingAddress,
    alternate: data.alternate,
    shippingMethod: data.shippingMethod,
    selectedPayment: data.selectedPayment,
    comment: data.comment,
    newsletter: data.newsletter,
    voucher: data.voucher,
    totals: data.totals,
    payment: {
      ...data.payment ?? { method: data.selectedPayment ?? "", bank_details: null, redirect: null },
      state: row.payed ? "paid" : "pending"
    },
    total: fromCents3(row.totalCents),
    payed: row.payed,
    payedAt: row.payedAt?.toISOString() ?? null,
    shipped: row.shipped,
    shippedAt: row.shippedAt?.toISOString() ?? null
  };
}
function totalsOf(breakdown) {
  return {
    items: fromCents3(breakdown.items),
    discount: fromCents3(breakdown.discount),
    shipping: fromCents3(breakdown.shipping),
    shipping_free: breakdown.shippingDetails.free,
    net: fromCents3(breakdown.net),
    vat: breakdown.vat.map((line) => ({
      rate: line.rate,
      net: fromCents3(line.net),
      vat: fromCents3(line.vat),
      gross: fromCents3(line.gross)
    })),
    vat_total: fromCents3(breakdown.vatTotal),
    gross: fromCents3(breakdown.gross),
    voucher_used: fromCents3(breakdown.voucherUsed),
    total: fromCents3(breakdown.total),
    vat_country: breakdown.vatCountry,
    vat_exempt: breakdown.vatExempt
  };
}
function ownerOf(input, by) {
  if (input.owner !== void 0 && input.owner !== (isAuthenticated4(by) ? by._id : null)) {
    if (!canAdminister3(by)) throw noPermission();
    return input.owner;
  }
  return isAuthenticated4(by) ? by._id : null;
}
async function customerOf(db, owner) {
  if (!owner) return null;
  const [user] = await db.select().from(users).where(eq16(users.id, owner));
  if (!user) throw new AppError("VALIDATION", 400, "body/owner names an unknown user");
  const shop = user.userData.shop ?? null;
  return { roles: user.roles, shop };
}
async function prepareCheckout(db, input, by) {
  const config = await getConfig(db);
  const settings = config.components.shop;
  const alternate = input.alternate === true;
  const shippingAddress = alternate ? input.shippingAddress ?? null : null;
  const shippingMethod = input.shippingMethod ?? "shipping";
  const owner = ownerOf(input, by);
  const customer = await customerOf(db, owner);
  const ids = [...new Set(input.items.map((line) => line.item))];
  const rows = await db.select().from(shopProducts).where(inArray8(shopProducts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines = input.items.map((line) => {
    const row = byId.get(line.item);
    if (!row) throw new AppError("VALIDATION", 400, PRODUCT_UNKNOWN_MESSAGE);
    const product = toProduct(row);
    if (!isSellable(product, settings.show_sold_out)) {
      throw new AppError("NOT_ORDERABLE", 400, PRODUCT_NOT_ORDERABLE(product.title));
    }
    const variant = line.variant ?? "";
    if (variant !== "" && !product.variants.some((candidate) => candidate.key === variant)) {
      throw new AppError("VALIDATION", 400, VARIANT_UNKNOWN(product.title));
    }
    return { line, product, variant };
  });
  const invoiceAddress = input.invoiceAddress ?? {
    type: DEFAULT_ADDRESS_TYPE,
    country: settings.home_country ?? DEFAULT_COUNTRY
  };
  const price = (voucherEuros) => priceCart({
    lines: lines.map(({ line, product }) => ({ item: product, amount: line.amount })),
    settings,
    customer,
    invoiceAddress,
    shippingAddress,
    shippingMethod,
    voucher: voucherEuros
  });
  const paymentMethods = (breakdown) => eligiblePaymentMethods({
    paymentsources: settings.paymentsources,
    customer: customer?.shop ?? null,
    totalCents: breakdown.total,
    country: invoiceAddress.country ?? null,
    shippingMethod
  });
  return {
    settings,
    alternate,
    shippingAddress,
    shippingMethod,
    owner,
    lines,
    price,
    paymentMethods
  };
}
function orderItemsOf(prepared, breakdown) {
  const priced = new Map(breakdown.lines.map((line) => [line.index, line]));
  return prepared.lines.map(({ line, product, variant }, index9) => {
    const price = priced.get(index9);
    return {
      item: product._id,
      title: product.title,
      type: product.type,
      variant,
      amount: line.amount,
      ...line.order_desc !== void 0 ? { order_desc: line.order_desc } : {},
      ...line.customization !== void 0 ? { customization: line.customization } : {},
      price: fromCents3(price.unitPrice),
      discount: fromCents3(price.discount),
      vat_rate: price.vatRate,
      vat: fromCents3(price.vat),
      total: fromCents3(price.gross)
    };
  });
}
async function quoteCheckout(db, input, by) {
  const prepared = await prepareCheckout(db, input, by);
  const voucher = input.voucher ? await verifyVoucher(db, input.voucher) : null;
  const breakdown = prepared.price(voucher?.price ?? 0);
  return {
    items: orderItemsOf(prepared, breakdown),
    totals: totalsOf(breakdown),
    shippable: breakdown.shippingDetails.shippable,
    payment_methods: prepared.paymentMethods(breakdown)
  };
}
async function orderByKey(db, key, owner, email) {
  const [row] = await db.select().from(shopOrders).where(eq16(shopOrders.idempotencyKey, key));
  if (!row) return null;
  if (row.owner !== owner || owner === null && row.email !== email)
    throw new AppError("IDEMPOTENCY_KEY_REUSED", 409, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return toOrder(row);
}
async function placeOrder(db, input, by, options = {}) {
  const key = options.idempotencyKey;
  const email = input.email.trim().toLowerCase();
  if (key) {
    const existing = await orderByKey(db, key, ownerOf(input, by), email);
    if (existing) return { order: existing, created: false };
  }
  const alternate = input.alternate === true;
  const shop = (await getConfig(db)).components.shop;
  const errors = validateCheckout(
    {
      email: input.email,
      invoiceAddress: input.invoiceAddress,
      shippingAddress: alternate ? input.shippingAddress ?? null : null,
      alternate,
      selectedPayment: input.selectedPayment
    },
    {
      termsAccepted: input.termsAccepted,
      specialConditionsEnabled: shop.additional_conditions?.enabled === true,
      specialConditionsAccepted: input.specialConditionsAccepted === true
    }
  );
  const [first] = errors;
  if (first)
    throw new AppError("CHECKOUT", 400, first.message ?? CHECKOUT_MESSAGES[first.code] ?? first.code);
  if (input.shippingMethod === "pickup" && shop.pickup?.enabled === false) {
    throw new AppError("CHECKOUT", 400, PICKUP_UNAVAILABLE_MESSAGE);
  }
  const prepared = await prepareCheckout(db, input, by);
  const stockLines = /* @__PURE__ */ new Map();
  for (const { line, product, variant } of prepared.lines) {
    const stockKey = `${product._id}\0${variant}`;
    const existing = stockLines.get(stockKey);
    if (existing) existing.amount += line.amount;
    else
      stockLines.set(stockKey, {
        productId: product._id,
        variant,
        amount: line.amount,
        title: product.title
      });
  }
  const orderId = newId();
  try {
    const row = await db.transaction(async (tx) => {
      const voucher = input.voucher ? await lockVoucher(tx, input.voucher) : null;
      const breakdown = prepared.price(voucher ? fromCents3(voucher.remainingCents) : 0);
      if (!breakdown.shippingDetails.shippable)
        throw new AppError("NOT_SHIPPABLE", 400, NOT_SHIPPABLE_MESSAGE);
      const offered = canAdminister3(by) ? isPaymentMethodOffered(input.selectedPayment, {
        paymentsources: prepared.settings.paymentsources,
        customer: null,
        totalCents: breakdown.total,
        country: input.invoiceAddress.country
      }) : prepared.paymentMethods(breakdown).includes(input.selectedPayment);
      if (!offered) throw new AppError("PAYMENT_NOT_OFFERED", 400, PAYMENT_NOT_OFFERED_MESSAGE);
      await takeStock(tx, [...stockLines.values()], {
        reason: "order",
        userId: isAuthenticated4(by) ? by._id : null,
        orderId
      });
      if (voucher) await spendVoucher(tx, voucher.id, breakdown.voucherUsed);
      const provider = PAYMENT_PROVIDERS.get(input.selectedPayment);
      const payment = provider ? await provider.start({
        orderId,
        totalCents: breakdown.total,
        email,
        bankDetails: prepared.settings.bank_details ?? null
      }) : { method: input.selectedPayment, state: "pending", bank_details: null, redirect: null };
      const [stored] = await tx.insert(shopOrders).values({
        id: orderId,
        status: "open",
        tags: input.tags ?? [],
        owner: prepared.owner,
        email,
        totalCents: breakdown.total,
        idempotencyKey: key ?? null,
        data: {
          items: orderItemsOf(prepared, breakdown),
          invoiceAddress: input.invoiceAddress,
          shippingAddress: prepared.shippingAddress,
          alternate,
          shippingMethod: prepared.shippingMethod,
          selectedPayment: input.selectedPayment,
          comment: input.comment ?? "",
          newsletter: input.newsletter === true,
          totals: totalsOf(breakdown),
          voucher: voucher?.code ?? null,
          payment,
          ...options.language ? { language: options.language } : {}
        }
      }).returning();
      return stored;
    });
    return { order: toOrder(row), created: true };
  } catch (error) {
    if (key) {
      const existing = await orderByKey(db, key, prepared.owner, email);
      if (existing) return { order: existing, created: false };
    }
    throw error;
  }
}
async function listOrders(db, query, by) {
  const conditions2 = [];
  if (!canAdminister3(by)) {
    if (!isAuthenticated4(by)) throw noPermission();
    conditions2.push(eq16(shopOrders.owner, by._id));
  } else if (query.owner !== void 0) {
    conditions2.push(eq16(shopOrders.owner, query.owner));
  }
  if (query.status !== void 0) conditions2.push(eq16(shopOrders.status, query.status));
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const invoice2 = (field) => sql12`${shopOrders.data}->'invoiceAddress'->>${field}`;
    conditions2.push(
      or4(
        ilike3(shopOrders.id, pattern),
        ilike3(shopOrders.email, pattern),
        ilike3(sql12`concat_ws(' ', ${invoice2("first_name")}, ${invoice2("last_name")})`, pattern),
        ilike3(invoice2("company"), pattern)
      )
    );
  }
  const where = and12(...conditions2);
  const rows = await db.select().from(shopOrders).where(where).orderBy(desc6(shopOrders.created), desc6(shopOrders.id)).limit(query.limit ?? 100).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count9() }).from(shopOrders).where(where);
  return { items: rows.map(toOrder), total: counted?.total ?? 0 };
}
async function getOrder(db, id, by) {
  const [row] = await db.select().from(shopOrders).where(eq16(shopOrders.id, id));
  if (!row) throw notFound("order not found");
  if (!canAdminister3(by) && (row.owner === null || row.owner !== by._id)) throw noPermission();
  return toOrder(row);
}
async function updateOrder(db, id, input) {
  const [current] = await db.select().from(shopOrders).where(eq16(shopOrders.id, id));
  if (!current) throw notFound("order not found");
  const [row] = await db.update(shopOrders).set({
    ...input.status !== void 0 ? { status: input.status } : {},
    ...input.tags !== void 0 ? { tags: input.tags } : {},
    data: {
      ...current.data,
      ...input.comment !== void 0 ? { comment: input.comment } : {},
      ...input.invoiceAddress !== void 0 ? { invoiceAddress: input.invoiceAddress } : {},
      ...input.shippingAddress !== void 0 ? { shippingAddress: input.shippingAddress } : {}
    }
  }).where(eq16(shopOrders.id, id)).returning();
  return toOrder(row);
}
async function deleteOrder(db, id, by) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(shopOrders).where(eq16(shopOrders.id, id)).returning();
    if (!row) throw notFound("order not found");
    await returnStock(
      tx,
      row.data.items.map((item) => ({
        productId: item.item,
        variant: item.variant,
        amount: item.amount,
        title: item.title
      })),
      { reason: "order removed", userId: by._id, orderId: id }
    );
    return row;
  }).then(toOrder);
}
async function markShipped(db, id) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(shopOrders).where(eq16(shopOrders.id, id)).for("update");
    if (!current) throw notFound("order not found");
    const [row] = await tx.update(shopOrders).set({
      shipped: true,
      shippedAt: current.shippedAt ?? /* @__PURE__ */ new Date(),
      status: statusOf(current.payed, true)
    }).where(eq16(shopOrders.id, id)).returning();
    return toOrder(row);
  });
}
async function markPayed(db, id) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(shopOrders).where(eq16(shopOrders.id, id)).for("update");
    if (!current) throw notFound("order not found");
    if (!current.payed) {
      for (const item of current.data.items.filter((candidate) => candidate.type === "voucher")) {
        for (let piece = 0; piece < item.amount; piece++) {
          await createVoucher(tx, { value: item.total / item.amount, tags: ["order"] }, id);
        }
      }
    }
    const [row] = await tx.update(shopOrders).set({ payed: true, payedAt: current.payedAt ?? /* @__PURE__ */ new Date(), status: statusOf(true, current.shipped) }).where(eq16(shopOrders.id, id)).returning();
    return toOrder(row);
  });
}

// src/areas/shop-order/routes.ts
var IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;
var IDEMPOTENCY_KEY_MESSAGE = "headers/idempotency-key must be 8 to 200 letters, digits, dashes or underscores";
var adminOnly4 = requireRole("admin", "system");
var orderRoutes = async (app) => {
  app.get(
    "/",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["shop"],
        summary: "Orders, newest first: all (admin, system) or one\u2019s own (signed in)",
        querystring: OrderQuerySchema,
        response: { 200: ListSchema(OrderSchema) }
      }
    },
    async (request) => listOrders(app.db, request.query, request.user)
  );
  app.get(
    "/:id",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["shop"],
        summary: "One order (its owner, admin, system)",
        params: IdParamsSchema,
        response: { 200: OrderSchema }
      }
    },
    async (request) => getOrder(app.db, request.params.id, request.user)
  );
  app.get(
    "/:id/pdf",
    {
      preHandler: requireAuthenticated,
      schema: {
        tags: ["shop"],
        summary: "The order as a printable PDF (its owner, admin, system)",
        params: IdParamsSchema
      }
    },
    async (request, reply) => {
      const order = await getOrder(app.db, request.params.id, request.user);
      return reply.type("application/pdf").header("content-disposition", `inline; filename="bestellung-${order._id}.pdf"`).send(await renderOrderPdf(order));
    }
  );
  app.post(
    "/",
    {
      schema: {
        tags: ["shop"],
        summary: "Places an order, priced and taken from stock by the server: the checkout of customers and guests (header Idempotency-Key required: the same key answers the same order) or an admin ordering for a customer",
        headers: Type22.Object({ "idempotency-key": Type22.Optional(Type22.String()) }),
        body: PlaceOrderSchema,
        response: { 200: OrderSchema }
      }
    },
    async (request) => {
      const admin = canAdminister4(request.user);
      const idempotencyKey = request.headers["idempotency-key"];
      if (idempotencyKey !== void 0 && !IDEMPOTENCY_KEY.test(idempotencyKey))
        throw new AppError("VALIDATION", 400, IDEMPOTENCY_KEY_MESSAGE);
      if (!admin && idempotencyKey === void 0)
        throw new AppError("IDEMPOTENCY_KEY_REQUIRED", 400, IDEMPOTENCY_KEY_MESSAGE);
      if (!admin && request.body.tags !== void 0) throw noPermission();
      const language = pickLanguage2(request.cookies.lang, request.headers["accept-language"]);
      const { order, created } = await placeOrder(app.db, request.body, request.user, {
        ...idempotencyKey !== void 0 ? { idempotencyKey } : {},
        language
      });
      if (created) await mailPlacedOrder(app, order, language);
      return order;
    }
  );
  app.put(
    "/",
    {
      preHandler: adminOnly4,
      schema: {
        tags: ["shop"],
        summary: "Changes status, tags, comment or addresses of the order named by _id (admin, system)",
        body: OrderUpdateSchema,
        response: { 200: OrderSchema }
      }
    },
    async (request) => {
      if (!request.body._id) throw new AppError("VALIDATION", 400, "body must have required property _id");
      return updateOrder(app.db, request.body._id, request.body);
    }
  );
  app.put(
    "/:id",
    {
      preHandler: adminOnly4,
      schema: {
        tags: ["shop"],
        summary: "Changes status, tags, comment or addresses (admin, system)",
        params: IdParamsSchema,
        body: OrderUpdateSchema,
        response: { 200: OrderSchema }
      }
    },
    async (request) => updateOrder(app.db, request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: adminOnly4,
      schema: {
        tags: ["shop"],
        summary: "Removes an order and puts its items back into stock (admin, system)",
        params: IdParamsSchema,
        response: { 200: OrderSchema }
      }
    },
    async (request) => deleteOrder(app.db, request.params.id, request.user)
  );
};
async function notifyCustomer(app, order, template) {
  const { urls } = (await getConfig(app.db)).components.shop;
  const { first_name, last_name } = order.invoiceAddress;
  try {
    await app.mailer.sendMail({
      to: order.email,
      template,
      language: "de",
      values: {
        link: urls.account || "/",
        name: `${first_name} ${last_name}`.trim(),
        number: order._id,
        date: new Date(order.created).toLocaleDateString("de-AT"),
        total: formatEuro4(toCents5(order.total))
      }
    });
  } catch (error) {
    app.log.error({ err: error, order: order._id }, "the order mail could not be sent");
  }
}
var orderActionRoutes = async (app) => {
  app.post(
    "/checkout/quote",
    {
      schema: {
        tags: ["shop"],
        summary: "Prices a checkout with the server\u2019s rules and names the eligible payment methods (anyone)",
        body: QuoteSchema,
        response: { 200: QuoteAnswerSchema }
      }
    },
    async (request) => quoteCheckout(app.db, request.body, request.user)
  );
  app.put(
    "/markShipped/",
    {
      preHandler: adminOnly4,
      schema: {
        tags: ["shop"],
        summary: "Marks the order shipped and mails the customer (admin, system)",
        body: OrderIdBodySchema,
        response: { 200: OrderSchema }
      }
    },
    async (request) => {
      const order = await markShipped(app.db, request.body._id);
      await notifyCustomer(app, order, "orderShipped");
      return order;
    }
  );
  app.put(
    "/markPayed/",
    {
      preHandler: adminOnly4,
      schema: {
        tags: ["shop"],
        summary: "Marks the order paid, creates the vouchers it bought and mails the customer (admin, system)",
        body: OrderIdBodySchema,
        response: { 200: OrderSchema }
      }
    },
    async (request) => {
      const order = await markPayed(app.db, request.body._id);
      await notifyCustomer(app, order, "orderPaid");
      return order;
    }
  );
};

// src/areas/shop-pricerequest/routes.ts
import { isAuthenticated as isAuthenticated5 } from "@gartenwerk/domain";

// src/areas/shop-pricerequest/schemas.ts
import { Type as Type23 } from "@sinclair/typebox";
var StatusSchema2 = Type23.Union([Type23.Literal("open"), Type23.Literal("answered")]);
var PriceRequestLineSchema = Type23.Object(
  {
    item: Id(),
    amount: Type23.Integer({ minimum: 1, maximum: 1e5 }),
    variant: Type23.Optional(Type23.String({ maxLength: 200 })),
    order_desc: Type23.Optional(Type23.String({ maxLength: 2e3 }))
  },
  { additionalProperties: false }
);
var PriceRequestInputSchema = Type23.Object(
  {
    items: Type23.Array(PriceRequestLineSchema, { minItems: 1, maxItems: 200 }),
    email: Type23.String({ maxLength: 320 }),
    name: Type23.String({ minLength: 2, maxLength: 200 }),
    phone: Type23.Optional(Type23.String({ maxLength: 50 })),
    message: Type23.Optional(Type23.String({ maxLength: 5e3 }))
  },
  { additionalProperties: false }
);
var PriceRequestSchema = Type23.Object({
  _id: Type23.String(),
  status: StatusSchema2,
  email: Type23.String(),
  name: Type23.String(),
  phone: Type23.String(),
  message: Type23.String(),
  perm: Type23.Object({ owner: Type23.Union([Type23.String(), Type23.Null()]) }),
  items: Type23.Array(
    Type23.Object({
      item: Type23.String(),
      title: Type23.String(),
      variant: Type23.String(),
      amount: Type23.Integer(),
      order_desc: Type23.Optional(Type23.String())
    })
  ),
  tags: Type23.Array(Type23.String()),
  created: Type23.String({ format: "date-time" })
});
var PriceRequestUpdateSchema = Type23.Object(
  {
    _id: Type23.Optional(Id()),
    status: Type23.Optional(StatusSchema2),
    tags: Type23.Optional(Tags()),
    message: Type23.Optional(Type23.String({ maxLength: 5e3 })),
    answer: Type23.Optional(Type23.String({ minLength: 1, maxLength: 2e4 }))
  },
  { additionalProperties: false }
);
var PriceRequestQuerySchema = Type23.Object({
  status: Type23.Optional(StatusSchema2),
  limit: Type23.Optional(Type23.Integer({ minimum: 1, maximum: 1e3 })),
  skip: Type23.Optional(Type23.Integer({ minimum: 0 }))
});

// src/areas/shop-pricerequest/service.ts
import { EMAIL_INVALID_MESSAGE as EMAIL_INVALID_MESSAGE2, isValidEmail as isValidEmail3 } from "@gartenwerk/domain";
import { and as and13, count as count10, desc as desc7, eq as eq17, inArray as inArray9 } from "drizzle-orm";
var PRICE_REQUEST_PRODUCT_MESSAGE = "Ein angefragtes Produkt gibt es nicht (mehr).";
var PRICE_REQUEST_VARIANT_MESSAGE = (title) => `Diese Variante von \u201E${title}\u201C gibt es nicht.`;
function toPriceRequest(row) {
  return {
    _id: row.id,
    status: row.status,
    email: row.email,
    name: row.name,
    phone: row.phone,
    message: row.message,
    perm: { owner: row.owner },
    items: row.items,
    tags: row.tags,
    created: row.created.toISOString()
  };
}
async function createPriceRequest(db, input, owner) {
  if (!isValidEmail3(input.email)) throw new AppError("VALIDATION", 400, EMAIL_INVALID_MESSAGE2);
  const ids = [...new Set(input.items.map((line) => line.item))];
  const rows = await db.select().from(shopProducts).where(and13(inArray9(shopProducts.id, ids), eq17(shopProducts.offline, false)));
  const byId = new Map(rows.map((row2) => [row2.id, row2]));
  const items = input.items.map((line) => {
    const product = byId.get(line.item);
    if (!product) throw new AppError("VALIDATION", 400, PRICE_REQUEST_PRODUCT_MESSAGE);
    const variant = line.variant ?? "";
    if (variant && !(product.data.variants ?? []).some((candidate) => candidate.key === variant)) {
      throw new AppError("VALIDATION", 400, PRICE_REQUEST_VARIANT_MESSAGE(product.title));
    }
    return {
      item: product.id,
      title: product.title,
      variant,
      amount: line.amount,
      ...line.order_desc ? { order_desc: line.order_desc } : {}
    };
  });
  const [row] = await db.insert(shopPriceRequests).values({
    email: input.email.trim().toLowerCase(),
    name: input.name.trim(),
    phone: input.phone?.trim() ?? "",
    message: input.message ?? "",
    owner,
    items
  }).returning();
  return toPriceRequest(row);
}
async function listPriceRequests(db, query) {
  const where = query.status ? eq17(shopPriceRequests.status, query.status) : void 0;
  const rows = await db.select().from(shopPriceRequests).where(where).orderBy(desc7(shopPriceRequests.created), desc7(shopPriceRequests.id)).limit(query.limit ?? 100).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count10() }).from(shopPriceRequests).where(where);
  return { items: rows.map(toPriceRequest), total: counted?.total ?? 0 };
}
async function getPriceRequest(db, id) {
  const [row] = await db.select().from(shopPriceRequests).where(eq17(shopPriceRequests.id, id));
  if (!row) throw notFound("price request not found");
  return toPriceRequest(row);
}
async function updatePriceRequest(db, id, input) {
  const status = input.answer !== void 0 ? "answered" : input.status;
  const changes = {
    ...status !== void 0 ? { status } : {},
    ...input.tags !== void 0 ? { tags: input.tags } : {},
    ...input.message !== void 0 ? { message: input.message } : {}
  };
  if (Object.keys(changes).length === 0) return getPriceRequest(db, id);
  const [row] = await db.update(shopPriceRequests).set(changes).where(eq17(shopPriceRequests.id, id)).returning();
  if (!row) throw notFound("price request not found");
  return toPriceRequest(row);
}
async function deletePriceRequest(db, id) {
  const [row] = await db.delete(shopPriceRequests).where(eq17(shopPriceRequests.id, id)).returning();
  if (!row) throw notFound("price request not found");
  return toPriceRequest(row);
}

// src/areas/shop-pricerequest/routes.ts
var adminOnly5 = requireRole("admin", "system");
async function change(app, id, input) {
  if (input.answer !== void 0) {
    const request = await getPriceRequest(app.db, id);
    const { urls } = (await getConfig(app.db)).components.shop;
    await app.mailer.sendMail({
      to: request.email,
      template: "priceRequestAnswer",
      language: "de",
      values: {
        link: urls.shop || "/",
        name: request.name,
        date: new Date(request.created).toLocaleDateString("de-AT"),
        answer: input.answer
      }
    });
  }
  return updatePriceRequest(app.db, id, input);
}
var priceRequestRoutes = async (app) => {
  app.get(
    "/",
    {
      preHandler: adminOnly5,
      schema: {
        tags: ["shop"],
        summary: "Price requests, newest first (admin, system)",
        querystring: PriceRequestQuerySchema,
        response: { 200: ListSchema(PriceRequestSchema) }
      }
    },
    async (request) => listPriceRequests(app.db, request.query)
  );
  app.get(
    "/:id",
    {
      preHandler: adminOnly5,
      schema: {
        tags: ["shop"],
        summary: "One price request (admin, system)",
        params: IdParamsSchema,
        response: { 200: PriceRequestSchema }
      }
    },
    async (request) => getPriceRequest(app.db, request.params.id)
  );
  app.post(
    "/",
    {
      preHandler: adminOnly5,
      schema: {
        tags: ["shop"],
        summary: "Records a price request, e.g. one taken by phone (admin, system)",
        body: PriceRequestInputSchema,
        response: { 200: PriceRequestSchema }
      }
    },
    async (request) => createPriceRequest(app.db, request.body, null)
  );
  app.put(
    "/",
    {
      preHandler: adminOnly5,
      schema: {
        tags: ["shop"],
        summary: "Changes the request named by _id; `answer` mails the offer to the customer (admin, system)",
        body: PriceRequestUpdateSchema,
        response: { 200: PriceRequestSchema }
      }
    },
    async (request) => {
      if (!request.body._id) throw new AppError("VALIDATION", 400, "body must have required property _id");
      return change(app, request.body._id, request.body);
    }
  );
  app.put(
    "/:id",
    {
      preHandler: adminOnly5,
      schema: {
        tags: ["shop"],
        summary: "Changes a request; `answer` mails the offer to the customer (admin, system)",
        params: IdParamsSchema,
        body: PriceRequestUpdateSchema,
        response: { 200: PriceRequestSchema }
      }
    },
    async (request) => change(app, request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: adminOnly5,
      schema: {
        tags: ["shop"],
        summary: "Removes a price request (admin, system)",
        params: IdParamsSchema,
        response: { 200: PriceRequestSchema }
      }
    },
    async (request) => deletePriceRequest(app.db, request.params.id)
  );
};
var priceRequestActionRoutes = async (app) => {
  app.post(
    "/shop_pricerequest/",
    {
      config: { rateLimit: { max: 10, timeWindow: 6e4 } },
      schema: {
        tags: ["shop"],
        summary: "Sends the price-request cart with contact details (anyone)",
        body: PriceRequestInputSchema,
        response: { 200: PriceRequestSchema }
      }
    },
    async (request) => createPriceRequest(app.db, request.body, isAuthenticated5(request.user) ? request.user._id : null)
  );
};

// src/areas/shop-stock/schemas.ts
import { Type as Type24 } from "@sinclair/typebox";
var StockLevelSchema = Type24.Object({
  product: Type24.String(),
  title: Type24.String(),
  /** Variant key; '' is the product itself. */
  variant: Type24.String(),
  /** The variant's value as the product names it ('' for the product itself). */
  variant_title: Type24.String(),
  quantity: Type24.Integer(),
  updated: Type24.String({ format: "date-time" })
});
var StockMovementSchema = Type24.Object({
  _id: Type24.String(),
  product: Type24.String(),
  variant: Type24.String(),
  delta: Type24.Integer(),
  quantity: Type24.Integer(),
  reason: Type24.String(),
  user: Type24.Union([Type24.String(), Type24.Null()]),
  order: Type24.Union([Type24.String(), Type24.Null()]),
  created: Type24.String({ format: "date-time" })
});
var StockQuerySchema = Type24.Object({
  product: Type24.Optional(Id()),
  /** Only levels below this quantity (the low-stock filter). */
  below: Type24.Optional(Type24.Integer({ minimum: 0 })),
  limit: Type24.Optional(Type24.Integer({ minimum: 1, maximum: 1e3 })),
  skip: Type24.Optional(Type24.Integer({ minimum: 0 }))
});
var StockAdjustmentSchema = Type24.Object(
  {
    product: Id(),
    variant: Type24.Optional(Type24.String({ maxLength: 200 })),
    delta: Type24.Optional(Type24.Integer({ minimum: -1e6, maximum: 1e6 })),
    quantity: Type24.Optional(Type24.Integer({ minimum: 0, maximum: 1e6 })),
    reason: Type24.String({ minLength: 1, maxLength: 500 })
  },
  { additionalProperties: false }
);
var MovementQuerySchema = Type24.Object({
  product: Type24.Optional(Id()),
  limit: Type24.Optional(Type24.Integer({ minimum: 1, maximum: 1e3 })),
  skip: Type24.Optional(Type24.Integer({ minimum: 0 }))
});

// src/areas/shop-stock/routes.ts
var adminOnly6 = requireRole("admin", "system");
var stockRoutes = async (app) => {
  app.get(
    "/",
    {
      preHandler: adminOnly6,
      schema: {
        tags: ["shop"],
        summary: "Stock levels, lowest first; `below` filters low stock (admin, system)",
        querystring: StockQuerySchema,
        response: { 200: ListSchema(StockLevelSchema) }
      }
    },
    async (request) => listStock(app.db, request.query)
  );
  app.get(
    "/movements",
    {
      preHandler: adminOnly6,
      schema: {
        tags: ["shop"],
        summary: "Stock movements, newest first (admin, system)",
        querystring: MovementQuerySchema,
        response: { 200: ListSchema(StockMovementSchema) }
      }
    },
    async (request) => listMovements(app.db, request.query)
  );
  app.post(
    "/adjust",
    {
      preHandler: adminOnly6,
      schema: {
        tags: ["shop"],
        summary: "Changes a level by delta or sets it to quantity, with a reason (admin, system)",
        body: StockAdjustmentSchema,
        response: { 200: StockMovementSchema }
      }
    },
    async (request) => adjustStock(app.db, request.body, request.user._id)
  );
};

// src/areas/shop-voucher/routes.ts
import sharp2 from "sharp";

// src/areas/shop-voucher/schemas.ts
import { Type as Type25 } from "@sinclair/typebox";
var DateTime2 = () => Type25.Unsafe({ type: ["string", "null"], format: "date-time" });
var Euros = () => Type25.Number({ minimum: 0.01, maximum: 1e5 });
var VoucherSchema = Type25.Object({
  _id: Type25.String(),
  code: Type25.String(),
  /** Euros. */
  value: Type25.Number(),
  remaining: Type25.Number(),
  valid_from: NullableString(),
  valid_until: NullableString(),
  template: NullableString(),
  order: NullableString(),
  tags: Type25.Array(Type25.String()),
  recipient: Type25.String(),
  message: Type25.String(),
  created: Type25.String({ format: "date-time" })
});
var VoucherFields = {
  /** Letters, digits and dashes; a new voucher without a code gets a generated one. */
  code: Type25.String({ pattern: "^[A-Za-z0-9-]{4,32}$" }),
  value: Euros(),
  remaining: Type25.Number({ minimum: 0, maximum: 1e5 }),
  valid_from: DateTime2(),
  valid_until: DateTime2(),
  template: Type25.Unsafe({ type: ["string", "null"], minLength: 1 }),
  tags: Tags(),
  recipient: Type25.String({ maxLength: 300 }),
  message: Type25.String({ maxLength: 2e3 })
};
var VoucherCreateSchema = Type25.Composite(
  [Type25.Object({ value: VoucherFields.value }), Type25.Partial(Type25.Object(VoucherFields))],
  { additionalProperties: false }
);
var VoucherUpdateSchema = Type25.Composite(
  [Type25.Object({ _id: Type25.Optional(Id()) }), Type25.Partial(Type25.Object(VoucherFields))],
  { additionalProperties: false }
);
var VoucherQuerySchema = Type25.Object({
  /** Only vouchers valid at some point of this range (the calendar). */
  from: Type25.Optional(Type25.String({ format: "date-time" })),
  until: Type25.Optional(Type25.String({ format: "date-time" })),
  code: Type25.Optional(Type25.String()),
  limit: Type25.Optional(Type25.Integer({ minimum: 1, maximum: 1e3 })),
  skip: Type25.Optional(Type25.Integer({ minimum: 0 }))
});
var VoucherVerifySchema = Type25.Object({ code: Type25.String({ minLength: 1, maxLength: 64 }) });
var VoucherPriceSchema = Type25.Object({ price: Type25.Number() });
var VoucherTemplateSchema = Type25.Object({
  _id: Type25.String(),
  title: Type25.String(),
  image: NullableString(),
  text: Type25.String(),
  created: Type25.String({ format: "date-time" })
});
var TemplateFields = {
  title: Type25.String({ minLength: 1, maxLength: 300 }),
  image: Type25.Unsafe({ type: ["string", "null"], minLength: 1 }),
  text: Type25.String({ maxLength: 5e3 })
};
var VoucherTemplateCreateSchema = Type25.Composite(
  [Type25.Object({ title: TemplateFields.title }), Type25.Partial(Type25.Object(TemplateFields))],
  { additionalProperties: false }
);
var VoucherTemplateUpdateSchema = Type25.Composite(
  [Type25.Object({ _id: Type25.Optional(Id()) }), Type25.Partial(Type25.Object(TemplateFields))],
  { additionalProperties: false }
);
var VoucherPreviewSchema = Type25.Object(
  {
    _id: Type25.Optional(Id()),
    template: Type25.Optional(Id()),
    value: Type25.Optional(Euros()),
    code: Type25.Optional(Type25.String({ maxLength: 32 })),
    recipient: Type25.Optional(Type25.String({ maxLength: 300 })),
    message: Type25.Optional(Type25.String({ maxLength: 2e3 })),
    valid_until: Type25.Optional(DateTime2())
  },
  { additionalProperties: false }
);

// src/areas/shop-voucher/routes.ts
var adminOnly7 = requireRole("admin", "system");
var requireId = (id) => {
  if (!id) throw new AppError("VALIDATION", 400, "body must have required property _id");
  return id;
};
var voucherRoutes = async (app) => {
  app.get(
    "/",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Vouchers; from/until select those valid in a range (admin, system)",
        querystring: VoucherQuerySchema,
        response: { 200: ListSchema(VoucherSchema) }
      }
    },
    async (request) => listVouchers(app.db, request.query)
  );
  app.get(
    "/:id",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "One voucher (admin, system)",
        params: IdParamsSchema,
        response: { 200: VoucherSchema }
      }
    },
    async (request) => getVoucher(app.db, request.params.id)
  );
  app.post(
    "/",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Adds a voucher; without a code one is generated (admin, system)",
        body: VoucherCreateSchema,
        response: { 200: VoucherSchema }
      }
    },
    async (request) => createVoucher(app.db, request.body)
  );
  app.put(
    "/",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Changes the voucher named by _id (admin, system)",
        body: VoucherUpdateSchema,
        response: { 200: VoucherSchema }
      }
    },
    async (request) => updateVoucher(app.db, requireId(request.body._id), request.body)
  );
  app.put(
    "/:id",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Changes a voucher (admin, system)",
        params: IdParamsSchema,
        body: VoucherUpdateSchema,
        response: { 200: VoucherSchema }
      }
    },
    async (request) => updateVoucher(app.db, request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Removes a voucher (admin, system)",
        params: IdParamsSchema,
        response: { 200: VoucherSchema }
      }
    },
    async (request) => deleteVoucher(app.db, request.params.id)
  );
};
var voucherTemplateRoutes = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["shop"],
        summary: "Voucher templates (anyone)",
        response: { 200: ListSchema(VoucherTemplateSchema) }
      }
    },
    async () => listVoucherTemplates(app.db)
  );
  app.get(
    "/:id",
    {
      schema: {
        tags: ["shop"],
        summary: "One voucher template (anyone)",
        params: IdParamsSchema,
        response: { 200: VoucherTemplateSchema }
      }
    },
    async (request) => getVoucherTemplate(app.db, request.params.id)
  );
  app.post(
    "/",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Adds a voucher template (admin, system)",
        body: VoucherTemplateCreateSchema,
        response: { 200: VoucherTemplateSchema }
      }
    },
    async (request) => createVoucherTemplate(app.db, request.body)
  );
  app.put(
    "/",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Changes the template named by _id (admin, system)",
        body: VoucherTemplateUpdateSchema,
        response: { 200: VoucherTemplateSchema }
      }
    },
    async (request) => updateVoucherTemplate(app.db, requireId(request.body._id), request.body)
  );
  app.put(
    "/:id",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Changes a template (admin, system)",
        params: IdParamsSchema,
        body: VoucherTemplateUpdateSchema,
        response: { 200: VoucherTemplateSchema }
      }
    },
    async (request) => updateVoucherTemplate(app.db, request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "Removes a template no voucher uses (admin, system); in use: 409",
        params: IdParamsSchema,
        response: { 200: VoucherTemplateSchema }
      }
    },
    async (request) => deleteVoucherTemplate(app.db, request.params.id)
  );
};
var PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
async function loadImage(app, id) {
  if (!id) return null;
  try {
    const chunks = [];
    for await (const chunk of await app.files.storage.read(originalKey(id))) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { bytes, kind: "png" };
    if (bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return { bytes, kind: "jpg" };
    const png = await sharp2(bytes).resize({ width: 1200, withoutEnlargement: true }).png().toBuffer();
    return { bytes: png, kind: "png" };
  } catch (error) {
    app.log.warn({ err: error, file: id }, "the voucher template image could not be read");
    return null;
  }
}
var voucherActionRoutes = async (app) => {
  app.post(
    "/voucher/verify",
    {
      // Codes must not be guessable by trying many.
      config: { rateLimit: { max: 30, timeWindow: 6e4 } },
      schema: {
        tags: ["shop"],
        summary: "The value left on a voucher in euros; unknown, used-up or expired codes are refused (anyone)",
        body: VoucherVerifySchema,
        response: { 200: VoucherPriceSchema }
      }
    },
    async (request) => verifyVoucher(app.db, request.body.code)
  );
  app.post(
    "/voucher/preview",
    {
      preHandler: adminOnly7,
      schema: {
        tags: ["shop"],
        summary: "A PDF of a voucher (_id) or of a template with sample values (admin, system)",
        body: VoucherPreviewSchema
      }
    },
    async (request, reply) => {
      const { print, imageId } = await voucherPrintOf(app.db, request.body);
      const pdf = await renderVoucherPdf({ ...print, image: await loadImage(app, imageId) });
      return reply.type("application/pdf").header("content-disposition", `inline; filename="gutschein-${print.code}.pdf"`).send(pdf);
    }
  );
};

// src/areas/shop-product/routes.ts
import { canAdminister as canAdminister5 } from "@gartenwerk/domain";
import { Type as Type27 } from "@sinclair/typebox";

// src/areas/shop-productgroup/schemas.ts
import { Type as Type26 } from "@sinclair/typebox";
var ProductGroupSchema = Type26.Object({
  _id: Type26.String(),
  title: Type26.String(),
  order: Type26.Integer(),
  tags: Type26.Array(Type26.String()),
  /** Parent groups. */
  product_groups: Type26.Array(Type26.String()),
  /** File ids of the file library. */
  media: Type26.Array(Type26.String()),
  offline: Type26.Boolean(),
  special_offers: Type26.Array(
    Type26.Object({
      start: Type26.Optional(NullableString()),
      end: Type26.Optional(NullableString()),
      discount_groups: Type26.Array(Type26.String())
    })
  )
});
var ProductGroupFields = {
  title: Type26.String({ minLength: 1, maxLength: 300 }),
  order: Type26.Integer(),
  tags: Tags(),
  product_groups: IdList(),
  media: IdList(),
  offline: Type26.Boolean(),
  special_offers: Type26.Array(SpecialOfferSchema, { maxItems: 100 })
};
var ProductGroupCreateSchema = Type26.Composite(
  [Type26.Object({ title: ProductGroupFields.title }), Type26.Partial(Type26.Object(ProductGroupFields))],
  { additionalProperties: false }
);
var ProductGroupUpdateSchema = Type26.Composite(
  [Type26.Object({ _id: Type26.Optional(Id()) }), Type26.Partial(Type26.Object(ProductGroupFields))],
  { additionalProperties: false }
);
var ProductGroupQuerySchema = Type26.Composite([
  Type26.Object({ product_groups: Type26.Optional(Type26.String({ description: "Only children of this group" })) }),
  PagingQuerySchema
]);

// src/areas/shop-product/specials.ts
import { isSpecialOfferActive } from "@gartenwerk/domain";
import { and as and15, arrayOverlaps, asc as asc9, eq as eq19, sql as sql13 } from "drizzle-orm";

// src/areas/shop-productgroup/service.ts
import { and as and14, arrayContains as arrayContains5, asc as asc8, count as count11, eq as eq18 } from "drizzle-orm";
function toProductGroup(row) {
  return {
    _id: row.id,
    title: row.title,
    order: row.order,
    tags: row.tags,
    product_groups: row.productGroups,
    media: row.data.media ?? [],
    offline: row.offline,
    special_offers: row.data.special_offers ?? []
  };
}
async function listProductGroups(db, query, visibility) {
  const conditions2 = [];
  if (!visibility.includeOffline) conditions2.push(eq18(shopProductGroups.offline, false));
  if (query.product_groups !== void 0) {
    conditions2.push(arrayContains5(shopProductGroups.productGroups, [query.product_groups]));
  }
  const where = and14(...conditions2);
  const rows = await db.select().from(shopProductGroups).where(where).orderBy(asc8(shopProductGroups.order), asc8(shopProductGroups.title)).limit(query.limit ?? 1e3).offset(query.skip ?? 0);
  const [counted] = await db.select({ total: count11() }).from(shopProductGroups).where(where);
  return { items: rows.map(toProductGroup), total: counted?.total ?? 0 };
}
async function getProductGroup(db, id, visibility) {
  const [row] = await db.select().from(shopProductGroups).where(eq18(shopProductGroups.id, id)).limit(1);
  if (!row || row.offline && !visibility.includeOffline) throw notFound("product group not found");
  return toProductGroup(row);
}
var GROUP_IN_USE_MESSAGE = "Die Produktgruppe enth\xE4lt noch Produkte oder Untergruppen und kann nicht gel\xF6scht werden.";
async function assertReferences2(db, id, input) {
  if (id !== void 0 && input.product_groups?.includes(id)) {
    throw new AppError("VALIDATION", 400, "body/product_groups: a group cannot be its own parent");
  }
  await assertIdsExist(db, shopProductGroups, shopProductGroups.id, "product_groups", input.product_groups);
  await assertFilesExist(db, "media", input.media);
  if (input.special_offers) {
    const { discount_groups } = (await getConfig(db)).components.shop;
    for (const offer of input.special_offers) {
      assertUuidsKnown("special_offers/discount_groups", offer.discount_groups, discount_groups);
    }
  }
}
function detailsOf2(input) {
  return {
    ...input.media !== void 0 ? { media: input.media } : {},
    ...input.special_offers !== void 0 ? { special_offers: input.special_offers } : {}
  };
}
function columnsOf2(input) {
  return {
    ...input.title !== void 0 ? { title: input.title } : {},
    ...input.order !== void 0 ? { order: input.order } : {},
    ...input.tags !== void 0 ? { tags: input.tags } : {},
    ...input.product_groups !== void 0 ? { productGroups: input.product_groups } : {},
    ...input.offline !== void 0 ? { offline: input.offline } : {}
  };
}
async function createProductGroup(db, input) {
  await assertReferences2(db, void 0, input);
  const [row] = await db.insert(shopProductGroups).values({ ...columnsOf2(input), title: input.title, data: detailsOf2(input) }).returning();
  return toProductGroup(row);
}
async function updateProductGroup(db, id, input) {
  await assertReferences2(db, id, input);
  const [current] = await db.select().from(shopProductGroups).where(eq18(shopProductGroups.id, id)).limit(1);
  if (!current) throw notFound("product group not found");
  const [row] = await db.update(shopProductGroups).set({ ...columnsOf2(input), data: { ...current.data, ...detailsOf2(input) } }).where(eq18(shopProductGroups.id, id)).returning();
  if (input.title !== void 0 && input.title !== current.title) await refreshSearchIndexOfGroup(db, id);
  return toProductGroup(row);
}
async function deleteProductGroup(db, id) {
  return db.transaction(async (tx) => {
    const [products] = await tx.select({ total: count11() }).from(shopProducts).where(arrayContains5(shopProducts.productGroups, [id]));
    const [children] = await tx.select({ total: count11() }).from(shopProductGroups).where(arrayContains5(shopProductGroups.productGroups, [id]));
    if ((products?.total ?? 0) + (children?.total ?? 0) > 0) {
      throw new AppError("IN_USE", 409, GROUP_IN_USE_MESSAGE);
    }
    const [row] = await tx.delete(shopProductGroups).where(eq18(shopProductGroups.id, id)).returning();
    if (!row) throw notFound("product group not found");
    return toProductGroup(row);
  });
}

// src/areas/shop-product/specials.ts
var running = (offers, now) => (offers ?? []).some((offer) => isSpecialOfferActive(offer, now));
async function specialGroups(db, now = /* @__PURE__ */ new Date()) {
  const rows = await db.select().from(shopProductGroups).where(
    and15(
      eq19(shopProductGroups.offline, false),
      sql13`jsonb_array_length(coalesce(${shopProductGroups.data}->'special_offers', '[]'::jsonb)) > 0`
    )
  ).orderBy(asc9(shopProductGroups.order), asc9(shopProductGroups.title));
  return rows.filter((row) => running(row.data.special_offers, now)).map(toProductGroup);
}
async function specialProducts(db, now = /* @__PURE__ */ new Date()) {
  const rows = await db.select().from(shopProducts).where(
    and15(
      eq19(shopProducts.offline, false),
      sql13`jsonb_array_length(coalesce(${shopProducts.data}->'special_offers', '[]'::jsonb)) > 0`
    )
  ).orderBy(asc9(shopProducts.order), asc9(shopProducts.title));
  return rows.filter((row) => running(row.data.special_offers, now)).map(toProduct);
}
async function listSpecials(db, now = /* @__PURE__ */ new Date()) {
  const own = await specialProducts(db, now);
  const groups = await specialGroups(db, now);
  const seen = new Set(own.map((product) => product._id));
  const ofGroups = [];
  if (groups.length > 0) {
    const rows = await db.select().from(shopProducts).where(
      and15(
        eq19(shopProducts.offline, false),
        arrayOverlaps(
          shopProducts.productGroups,
          groups.map((group) => group._id)
        )
      )
    ).orderBy(asc9(shopProducts.order), asc9(shopProducts.title));
    for (const row of rows) if (!seen.has(row.id)) ofGroups.push(toProduct(row));
  }
  const items = [...own, ...ofGroups];
  return { items, total: items.length };
}

// src/areas/shop-product/routes.ts
var adminOnly8 = requireRole("admin", "system");
var productRoutes = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["shop"],
        summary: "Products by order, filtered by group, colour, search words, offline, sale, new or type (anyone; offline ones for admin and system only)",
        querystring: ProductQuerySchema,
        response: { 200: ListSchema(ProductSchema) }
      }
    },
    async (request) => listProducts(app.db, request.query, { includeOffline: canAdminister5(request.user) })
  );
  app.get(
    "/:id",
    {
      schema: {
        tags: ["shop"],
        summary: "One product (anyone; offline ones for admin and system only)",
        params: IdParamsSchema,
        response: { 200: ProductSchema }
      }
    },
    async (request) => getProduct(app.db, request.params.id, { includeOffline: canAdminister5(request.user) })
  );
  app.post(
    "/",
    {
      preHandler: adminOnly8,
      schema: {
        tags: ["shop"],
        summary: "Adds a product (admin, system)",
        body: ProductCreateSchema,
        response: { 200: ProductSchema }
      }
    },
    async (request) => createProduct(app.db, request.body)
  );
  app.put(
    "/",
    {
      preHandler: adminOnly8,
      schema: {
        tags: ["shop"],
        summary: "Changes the fields sent for the product named by _id (admin, system)",
        body: ProductUpdateSchema,
        response: { 200: ProductSchema }
      }
    },
    async (request) => {
      if (!request.body._id) throw new AppError("VALIDATION", 400, "body must have required property _id");
      return updateProduct(app.db, request.body._id, request.body);
    }
  );
  app.put(
    "/offline",
    {
      preHandler: adminOnly8,
      schema: {
        tags: ["shop"],
        summary: "Takes the products of `ids` offline or brings them online (admin, system)",
        body: ProductOfflineSchema,
        response: { 200: ListSchema(ProductSchema) }
      }
    },
    async (request) => setProductsOffline(app.db, request.body)
  );
  app.put(
    "/:id",
    {
      preHandler: adminOnly8,
      schema: {
        tags: ["shop"],
        summary: "Changes the fields sent (admin, system)",
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ProductSchema }
      }
    },
    async (request) => updateProduct(app.db, request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: adminOnly8,
      schema: {
        tags: ["shop"],
        summary: "Removes a product with its stock (admin, system)",
        params: IdParamsSchema,
        response: { 200: ProductSchema }
      }
    },
    async (request) => deleteProduct(app.db, request.params.id)
  );
};
var productBatchRoutes = async (app) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["shop"],
        summary: "The products of the given ids that the caller may see, in that order (anyone)",
        body: BatchIdsSchema,
        response: { 200: Type27.Array(ProductSchema) }
      }
    },
    async (request) => getProductsByIds(app.db, Array.isArray(request.body) ? request.body : request.body.ids, {
      includeOffline: canAdminister5(request.user)
    })
  );
};
var SearchBodySchema2 = Type27.Object({
  token: Type27.Optional(Type27.Union([Type27.String(), Type27.Null()])),
  data: Type27.Object({ text: Type27.String({ maxLength: 200 }) })
});
var productSearchRoutes = async (app) => {
  app.post(
    "/search",
    {
      schema: {
        tags: ["shop"],
        summary: "Products matching the words of data.text (prefixes too), best first (anyone)",
        body: SearchBodySchema2,
        response: { 200: ListSchema(ProductSchema) }
      }
    },
    async (request) => searchProducts(app.db, request.body.data.text, { includeOffline: canAdminister5(request.user) })
  );
  app.get(
    "/specials",
    {
      schema: {
        tags: ["shop"],
        summary: "Products on special now: with a running special offer of their own or in a group with one (anyone)",
        response: { 200: ListSchema(ProductSchema) }
      }
    },
    async () => listSpecials(app.db)
  );
  app.get(
    "/getpagespecials",
    {
      schema: {
        tags: ["shop"],
        summary: "The groups and the products with a special offer of their own running now (anyone)",
        response: {
          200: Type27.Object({ groups: Type27.Array(ProductGroupSchema), products: Type27.Array(ProductSchema) })
        }
      }
    },
    async () => ({ groups: await specialGroups(app.db), products: await specialProducts(app.db) })
  );
};

// src/areas/shop-productgroup/routes.ts
import { canAdminister as canAdminister6 } from "@gartenwerk/domain";
var adminOnly9 = requireRole("admin", "system");
var productGroupRoutes = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["shop"],
        summary: "Product groups by order (anyone; offline groups for admin and system only)",
        querystring: ProductGroupQuerySchema,
        response: { 200: ListSchema(ProductGroupSchema) }
      }
    },
    async (request) => listProductGroups(app.db, request.query, { includeOffline: canAdminister6(request.user) })
  );
  app.get(
    "/:id",
    {
      schema: {
        tags: ["shop"],
        summary: "One product group (anyone; offline groups for admin and system only)",
        params: IdParamsSchema,
        response: { 200: ProductGroupSchema }
      }
    },
    async (request) => getProductGroup(app.db, request.params.id, { includeOffline: canAdminister6(request.user) })
  );
  app.post(
    "/",
    {
      preHandler: adminOnly9,
      schema: {
        tags: ["shop"],
        summary: "Adds a product group (admin, system)",
        body: ProductGroupCreateSchema,
        response: { 200: ProductGroupSchema }
      }
    },
    async (request) => createProductGroup(app.db, request.body)
  );
  app.put(
    "/",
    {
      preHandler: adminOnly9,
      schema: {
        tags: ["shop"],
        summary: "Changes the fields sent for the group named by _id (admin, system)",
        body: ProductGroupUpdateSchema,
        response: { 200: ProductGroupSchema }
      }
    },
    async (request) => {
      if (!request.body._id) throw new AppError("VALIDATION", 400, "body must have required property _id");
      return updateProductGroup(app.db, request.body._id, request.body);
    }
  );
  app.put(
    "/:id",
    {
      preHandler: adminOnly9,
      schema: {
        tags: ["shop"],
        summary: "Changes the fields sent (admin, system)",
        params: IdParamsSchema,
        body: ProductGroupUpdateSchema,
        response: { 200: ProductGroupSchema }
      }
    },
    async (request) => updateProductGroup(app.db, request.params.id, request.body)
  );
  app.delete(
    "/:id",
    {
      preHandler: adminOnly9,
      schema: {
        tags: ["shop"],
        summary: "Removes a group no product or group uses (admin, system); in use: 409",
        params: IdParamsSchema,
        response: { 200: ProductGroupSchema }
      }
    },
    async (request) => deleteProductGroup(app.db, request.params.id)
  );
};

// src/areas/index.ts
var areas = [
  { name: "health", prefix: "/api/health", routes: healthRoutes },
  // /api/v0/auth/…, plus the shop's signup and reset calls and /search/auth, /batch/auth/.
  { name: "auth", prefix: "/api/v0", routes: authRoutes },
  { name: "mail", prefix: "/api/v0/mail", routes: mailRoutes },
  { name: "config", prefix: "/api/v0/config", routes: configRoutes },
  { name: "entry", prefix: "/api/v0/entry", routes: entryRoutes },
  { name: "entry-actions", prefix: "/api/v0", routes: entryActionRoutes },
  { name: "message", prefix: "/api/v0/message", routes: messageRoutes },
  { name: "forms", prefix: "/api/v0/forms", routes: formRoutes },
  { name: "captcha", prefix: "/api/v0/captcha", routes: captchaRoutes },
  { name: "seo", prefix: "", routes: seoRoutes },
  { name: "seo-meta", prefix: "/api/v0/seo", routes: seoMetaRoutes },
  { name: "shop-productgroup", prefix: "/api/v0/shop_productgroup", routes: productGroupRoutes },
  { name: "shop-product", prefix: "/api/v0/shop_product", routes: productRoutes },
  { name: "shop-product-batch", prefix: "/api/v0/batch/shop_product", routes: productBatchRoutes },
  { name: "shop-product-search", prefix: "/api/v0/shop", routes: productSearchRoutes },
  { name: "shop-color", prefix: "/api/v0/shop_color", routes: colorRoutes },
  { name: "shop-countries", prefix: "/api/v0/shop_countries", routes: countryRoutes },
  { name: "shop-stock", prefix: "/api/v0/shop_stock", routes: stockRoutes },
  { name: "shop-order", prefix: "/api/v0/shop_order", routes: orderRoutes },
  { name: "shop-order-actions", prefix: "/api/v0/shop", routes: orderActionRoutes },
  { name: "shop-address", prefix: "/api/v0/shop/addresses", routes: addressRoutes },
  { name: "shop-voucher", prefix: "/api/v0/shop_voucher", routes: voucherRoutes },
  { name: "shop-voucher-template", prefix: "/api/v0/shop_voucher_template", routes: voucherTemplateRoutes },
  { name: "shop-voucher-actions", prefix: "/api/v0/shop", routes: voucherActionRoutes },
  { name: "shop-cart", prefix: "/api/v0/shop", routes: cartRoutes },
  { name: "shop-pricerequest", prefix: "/api/v0/shop_pricerequest", routes: priceRequestRoutes },
  { name: "shop-pricerequest-actions", prefix: "/api/v0/shop", routes: priceRequestActionRoutes },
  // Spans several spec prefixes (/api/v0/upload, /download, /file, /crop, /quota, /api/v1/file…).
  { name: "file", prefix: "", routes: fileRoutes }
];

// src/core/logging.ts
function loggerOptions(level) {
  return {
    level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
      censor: "[redacted]"
    }
  };
}

// src/core/settings.ts
import { randomBytes as randomBytes5 } from "crypto";
import { existsSync as existsSync3, mkdirSync as mkdirSync2, readFileSync, writeFileSync } from "fs";
import { dirname as dirname3, join as join8, resolve as resolve3 } from "path";
import { fileURLToPath as fileURLToPath2 } from "url";
var LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
var DEFAULT_ADMIN_EMAIL = "admin@gartenwerk.local";
var DEFAULT_MAIL_FROM = "Gartenwerk <noreply@gartenwerk.local>";
var SESSION_SECRET_MIN_LENGTH = 32;
var ADMIN_PASSWORD_MIN_LENGTH = 8;
var MEGABYTE = 1024 * 1024;
function positiveInteger(env, name, fallback, problems) {
  const text18 = nonEmpty(env[name]);
  if (text18 === void 0) return fallback;
  const value = Number(text18);
  if (!/^\d+$/.test(text18) || value < 1) {
    problems.push(`${name} must be a whole number above 0 (got "${text18}")`);
    return fallback;
  }
  return value;
}
var SettingsError = class extends Error {
  constructor(problems) {
    super(`Invalid settings:
${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
    this.name = "SettingsError";
  }
  problems;
};
function serverPackageDir() {
  let dir = dirname3(fileURLToPath2(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    if (existsSync3(join8(dir, "package.json"))) return dir;
    dir = dirname3(dir);
  }
  return process.cwd();
}
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
function hasProtocol(url, protocols) {
  try {
    return protocols.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
function nonEmpty(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : void 0;
}
function loadSettings(env = process.env, packageDir = serverPackageDir()) {
  const problems = [];
  const portText = nonEmpty(env.PORT) ?? "3000";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number between 1 and 65535 (got "${portText}")`);
  }
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl !== void 0) {
    let protocol = "";
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      protocol = "";
    }
    if (protocol !== "postgres:" && protocol !== "postgresql:") {
      problems.push("DATABASE_URL must be a postgres:// or postgresql:// URL");
    }
  }
  const sessionSecret = nonEmpty(env.SESSION_SECRET);
  if (sessionSecret !== void 0 && sessionSecret.length < SESSION_SECRET_MIN_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`);
  }
  const adminEmail = nonEmpty(env.ADMIN_EMAIL) ?? DEFAULT_ADMIN_EMAIL;
  if (!EMAIL_PATTERN.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  }
  const adminPassword = nonEmpty(env.ADMIN_PASSWORD);
  if (adminPassword !== void 0 && adminPassword.length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`);
  }
  const logLevel = (nonEmpty(env.LOG_LEVEL) ?? "info").toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}")`);
  }
  const trustProxyText = (nonEmpty(env.TRUST_PROXY) ?? "false").toLowerCase();
  if (trustProxyText !== "true" && trustProxyText !== "false") {
    problems.push(`TRUST_PROXY must be true or false (got "${trustProxyText}")`);
  }
  const uploadMaxMb = positiveInteger(env, "UPLOAD_MAX_MB", 50, problems);
  const fileQuotaMb = positiveInteger(env, "FILE_QUOTA_MB", 10240, problems);
  const imageMaxPixels = positiveInteger(env, "IMAGE_MAX_PIXELS", 5e7, problems);
  const bucket = nonEmpty(env.S3_BUCKET);
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (endpoint !== void 0 && !/^https?:\/\//.test(endpoint)) {
    problems.push("S3_ENDPOINT must be an http:// or https:// URL");
  }
  const publicUrl = nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, "") ?? `http://localhost:${portText}`;
  if (!hasProtocol(publicUrl, ["http:", "https:"])) {
    problems.push(`PUBLIC_URL must be an http:// or https:// URL (got "${publicUrl}")`);
  }
  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl !== void 0 && !hasProtocol(smtpUrl, ["smtp:", "smtps:"])) {
    problems.push("SMTP_URL must be an smtp:// or smtps:// URL");
  }
  const mailFrom = nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM;
  if (!EMAIL_PATTERN.test(mailFrom.replace(/^.*<([^>]+)>\s*$/, "$1"))) {
    problems.push(`MAIL_FROM must be an e-mail address (got "${mailFrom}")`);
  }
  if (problems.length > 0) throw new SettingsError(problems);
  return {
    port,
    host: nonEmpty(env.HOST) ?? "0.0.0.0",
    dataDir: resolve3(nonEmpty(env.DATA_DIR) ?? "./data"),
    databaseUrl,
    sessionSecret,
    adminEmail,
    adminPassword,
    logLevel,
    trustProxy: trustProxyText === "true",
    // Given paths are taken from the working directory; the defaults are the apps beside this package.
    storefrontDist: resolve3(nonEmpty(env.STOREFRONT_DIST) ?? join8(packageDir, "../storefront/dist")),
    adminDist: resolve3(nonEmpty(env.ADMIN_DIST) ?? join8(packageDir, "../admin/dist")),
    uploadMaxBytes: uploadMaxMb * MEGABYTE,
    fileQuotaBytes: fileQuotaMb * MEGABYTE,
    imageMaxPixels,
    s3: bucket ? {
      bucket,
      region: nonEmpty(env.S3_REGION) ?? "us-east-1",
      endpoint,
      accessKeyId: nonEmpty(env.S3_ACCESS_KEY_ID),
      secretAccessKey: nonEmpty(env.S3_SECRET_ACCESS_KEY),
      forcePathStyle: nonEmpty(env.S3_FORCE_PATH_STYLE) === "true"
    } : void 0,
    publicUrl,
    smtpUrl,
    mailFrom
  };
}
var SESSION_SECRET_FILE = "session-secret";
function ensureSessionSecret(settings) {
  if (settings.sessionSecret) return settings.sessionSecret;
  const file = join8(settings.dataDir, SESSION_SECRET_FILE);
  if (existsSync3(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= SESSION_SECRET_MIN_LENGTH) return stored;
  }
  mkdirSync2(settings.dataDir, { recursive: true });
  const secret = randomBytes5(48).toString("base64url");
  writeFileSync(file, `${secret}
`, { mode: 384 });
  return secret;
}

// src/web/admin.ts
import { existsSync as existsSync4 } from "fs";
import { readFile } from "fs/promises";
import { join as join9 } from "path";
import fastifyStatic2 from "@fastify/static";
import { ADMIN_CENTER_URL as ADMIN_CENTER_URL4 } from "@gartenwerk/domain";
var adminNotBuilt = (dist) => `The admin centre is not built (no ${dist}). Build it with: pnpm --filter @gartenwerk/admin build
`;
var IMMUTABLE_CACHE2 = "public, max-age=31536000, immutable";
async function registerAdminCenter(app, dist) {
  const indexFile = join9(dist, "index.html");
  await app.register(
    async (admin) => {
      if (!existsSync4(indexFile)) {
        const answerNotBuilt = async (_request, reply) => reply.status(503).type("text/plain; charset=utf-8").send(adminNotBuilt(dist));
        admin.get("/", answerNotBuilt);
        admin.get("/*", answerNotBuilt);
        return;
      }
      const assetsDir = join9(dist, "assets");
      await admin.register(fastifyStatic2, {
        root: dist,
        prefix: "/",
        wildcard: true,
        index: false,
        // The reply's sendFile belongs to the storefront's file server.
        decorateReply: false,
        cacheControl: false,
        setHeaders: (response, filePath) => {
          response.setHeader("cache-control", filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE2 : "no-cache");
        }
      });
      const sendIndex = async (_request, reply) => reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(await readFile(indexFile));
      admin.get("/", sendIndex);
      admin.setNotFoundHandler(async (request, reply) => {
        if (request.method !== "GET" && request.method !== "HEAD") {
          return reply.status(404).send({ statusCode: 404, code: "NOT_FOUND", message: "Not Found" });
        }
        return sendIndex(request, reply);
      });
    },
    { prefix: ADMIN_CENTER_URL4 }
  );
}

// src/app.ts
async function buildApp(options) {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? "info"),
    trustProxy: options.trustProxy ?? false
  }).withTypeProvider();
  app.decorate("db", options.db);
  app.decorate("files", options.files ?? createFileLibrary());
  app.decorate("dataDir", resolve4(options.dataDir ?? "./data"));
  registerErrorHandler(app);
  const mailer = new Mailer(options.db, {
    publicUrl: options.publicUrl ?? "http://localhost:3000",
    smtpUrl: options.smtpUrl,
    from: options.mailFrom ?? DEFAULT_MAIL_FROM
  });
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => mailer.close());
  await app.register(fastifyCookie, { secret: options.sessionSecret });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Gartenwerk API", version: "0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "gw_session" },
          bearer: { type: "http", scheme: "bearer" }
        }
      }
    }
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  await app.register(identifyUser);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError("RATE_LIMITED", 429, `too many requests, try again in ${context.after}`)
  });
  for (const area of areas) {
    await app.register(area.routes, { prefix: area.prefix, ...options.areaOptions?.[area.name] });
  }
  const storefront = new StorefrontRenderer(app, options.storefrontDist);
  await storefront.registerStaticFiles();
  await registerAdminCenter(app, options.adminDist);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !/^\/api(\/|$|\?)/.test(request.url);
    if (isPage) return storefront.renderPage(request, reply);
    return reply.status(404).send({
      statusCode: 404,
      code: "NOT_FOUND",
      message: `Route ${request.method}:${request.url} not found`
    });
  });
  return app;
}

// src/seed/seed.ts
import { randomBytes as randomBytes6 } from "crypto";
import { GUEST_HANDLE as GUEST_HANDLE2, toCents as toCents6 } from "@gartenwerk/domain";

// src/seed/content.ts
import { eq as eq20 } from "drizzle-orm";
var CONTENT_SEED = "content-demo";
var SAMPLE_NOTICE = "<p><strong>Mustertext \u2013 nur zur Demonstration.</strong> Dieser Text ist ein Beispiel und ersetzt keine rechtliche Beratung. Bitte vor der Ver\xF6ffentlichung durch einen gepr\xFCften Text ersetzen.</p>";
var text17 = (content, size) => ({
  type: "text",
  props: { content },
  ...size ? { attrs: { size } } : {}
});
var hr = { type: "hr", props: {} };
var spacer = { type: "spacer", props: { height: 32 } };
var PAGES = [
  {
    title: "Planung Ihrer Hecke",
    slug: "planung",
    route: "/Planung",
    order: 1,
    description: "Wir planen mit Ihnen Hecke, Obstgarten und Bepflanzung \u2013 vor Ort oder anhand Ihres Plans.",
    blocks: [
      text17(
        "<h2>Gut geplant ist halb gepflanzt</h2><p>Bringen Sie einen Lageplan oder ein paar Fotos mit: Wir berechnen Pflanzenzahl, Abst\xE4nde und den besten Pflanzzeitpunkt.</p>"
      ),
      text17(
        "<h3>Heckenrechner</h3><p>Thuja Smaragd: 3 Pflanzen pro Meter. Hainbuche: 4\u20135 Pflanzen pro Meter.</p>",
        {
          md: 6
        }
      ),
      text17("<h3>Beratung vor Ort</h3><p>Im Umkreis von 30 km kommen wir gerne zu Ihnen in den Garten.</p>", {
        md: 6
      })
    ]
  },
  {
    title: "Kontakt",
    slug: "kontakt",
    route: "/Kontakt",
    order: 2,
    description: "So erreichen Sie die Baumschule Gartenwerk: Adresse, Telefon und Kontaktformular.",
    blocks: [
      text17(
        '<h2>Schreiben Sie uns</h2><p>Baumschule Gartenwerk, G\xE4rtnerweg 1, 3500 Krems an der Donau<br>Telefon <a href="tel:+432732000000">+43 2732 000 000</a> \xB7 <a href="mailto:office@gartenwerk.example">office@gartenwerk.example</a></p>'
      )
    ]
  },
  {
    title: "Aktionen",
    slug: "aktionen",
    route: "/Aktionen",
    order: 3,
    description: "Aktuelle Angebote der Baumschule: Heckenpflanzen im Bund, Obstb\xE4ume zum Aktionspreis.",
    blocks: [
      text17(
        "<h2>Herbstaktion</h2><p>Ab 50 Heckenpflanzen liefern wir im Umkreis von 30 km versandkostenfrei.</p>"
      )
    ]
  },
  {
    title: "Lebensb\xE4ume \u2013 der Ratgeber",
    slug: "lebensbaeume",
    route: "/Lebensbaeume",
    order: 4,
    description: "Thuja Smaragd oder Brabant? Pflanzabstand, Pflege und Schnitt der Lebensbaumhecke.",
    blocks: [
      text17(
        "<h2>Welcher Lebensbaum passt?</h2><p><strong>Thuja Smaragd</strong> w\xE4chst schmal und langsam (15\u201320 cm im Jahr) und braucht kaum Schnitt. <strong>Thuja Brabant</strong> w\xE4chst doppelt so schnell und wird breiter \u2013 ideal, wenn der Sichtschutz rasch dicht sein soll.</p>"
      ),
      hr,
      text17(
        "<h3>Pflanzen</h3><ul><li>Pflanzzeit: Fr\xFChjahr oder Herbst</li><li>Abstand: 30\u201340 cm</li><li>Graben doppelt so breit wie der Wurzelballen</li></ul>",
        { md: 6 }
      ),
      text17(
        "<h3>Pflegen</h3><ul><li>Im ersten Jahr regelm\xE4\xDFig gie\xDFen</li><li>Schnitt im Juni und im August</li><li>Braune Triebe im Fr\xFChjahr sind meist Trockensch\xE4den</li></ul>",
        { md: 6 }
      )
    ]
  },
  {
    title: "Unser Team",
    slug: "team",
    route: "/Team",
    order: 5,
    description: "Die G\xE4rtnerinnen und G\xE4rtner der Baumschule Gartenwerk.",
    blocks: [
      text17("<h3>Anna Gruber</h3><p>G\xE4rtnermeisterin, Heckenplanung</p>", { md: 4 }),
      text17("<h3>Stefan Mayr</h3><p>Obstbaumschnitt und Veredelung</p>", { md: 4 }),
      text17("<h3>Lena Wimmer</h3><p>Versand und Kundenservice</p>", { md: 4 })
    ]
  },
  {
    title: "Projekte",
    slug: "projekte",
    route: "/Projekte",
    order: 6,
    description: "Hecken, Alleen und Obstg\xE4rten, die wir gepflanzt haben.",
    blocks: [text17("<p>Eine Auswahl der G\xE4rten, die wir in den letzten Jahren bepflanzt haben.</p>")]
  },
  {
    title: "Jobs",
    slug: "jobs",
    route: "/Jobs",
    order: 7,
    description: "Arbeiten in der Baumschule: offene Stellen bei Gartenwerk.",
    blocks: [
      text17(
        "<h2>G\xE4rtner/in f\xFCr die Baumschule (Vollzeit)</h2><p>Sie lieben die Arbeit im Freien und kennen sich mit Geh\xF6lzen aus? Wir suchen Verst\xE4rkung f\xFCr Anzucht, Verkauf und Auslieferung. Senden Sie uns Ihre Bewerbung mit dem Formular unten.</p>"
      )
    ]
  },
  {
    title: "Allgemeine Gesch\xE4ftsbedingungen",
    slug: "agb",
    route: "/AGB",
    order: 8,
    description: "Allgemeine Gesch\xE4ftsbedingungen (Mustertext).",
    blocks: [
      text17(SAMPLE_NOTICE),
      text17(
        "<h3>\xA7 1 Geltungsbereich</h3><p>Diese Bedingungen gelten f\xFCr alle Bestellungen im Online-Shop der Baumschule Gartenwerk (Mustertext).</p><h3>\xA7 2 Vertragsschluss</h3><p>Der Vertrag kommt mit unserer Auftragsbest\xE4tigung zustande (Mustertext).</p>"
      )
    ]
  },
  {
    title: "Impressum",
    slug: "impressum",
    route: "/Imprint",
    order: 9,
    description: "Impressum der Baumschule Gartenwerk (Mustertext).",
    blocks: [
      text17(SAMPLE_NOTICE),
      text17(
        "<p>Baumschule Gartenwerk (Musterfirma)<br>G\xE4rtnerweg 1, 3500 Krems an der Donau, \xD6sterreich<br>UID: ATU00000000 (Beispiel)<br>Firmenbuch: FN 000000x (Beispiel)</p>"
      )
    ]
  },
  {
    title: "Shopinfo",
    slug: "shopinfo",
    route: "/Shopinfo",
    order: 10,
    description: "Versand, Lieferzeiten und Zahlung im Online-Shop.",
    blocks: [
      text17(
        "<h2>Versand</h2><p>Wir liefern nach \xD6sterreich und Deutschland. Wurzelnackte Pflanzen versenden wir von Oktober bis April.</p><h2>Zahlung</h2><p>Vorauskasse, Rechnung oder bar bei Abholung.</p>"
      )
    ]
  },
  {
    title: "\xD6ffnungszeiten",
    slug: "oeffnungszeiten",
    route: "/Oeffnungszeiten",
    order: 11,
    description: "Wann die Baumschule Gartenwerk ge\xF6ffnet hat.",
    blocks: [
      text17(
        "<table><tbody><tr><th>Montag \u2013 Freitag</th><td>8:00 \u2013 18:00</td></tr><tr><th>Samstag</th><td>8:00 \u2013 13:00</td></tr><tr><th>Sonn- und Feiertage</th><td>geschlossen</td></tr></tbody></table>"
      ),
      spacer,
      text17("<p>Von Dezember bis Februar nach Vereinbarung.</p>")
    ]
  },
  {
    title: "Gutscheine",
    slug: "gutscheine",
    route: "/Gutscheine",
    order: 12,
    description: "Geschenkgutscheine der Baumschule \u2013 f\xFCr Pflanzen, Kurse und Beratung.",
    blocks: [
      text17("<h2>Ein Garten zum Verschenken</h2><p>Gutscheine gibt es ab 10 \u20AC im Shop und vor Ort.</p>")
    ]
  }
];
var NEWS = [
  {
    title: "Neue Obstbaumsorten eingetroffen",
    slug: "neue-obstbaumsorten",
    route: "/Aktuelles",
    type: "news",
    daysAgo: 5,
    description: "Alte Apfel- und Birnensorten neu im Sortiment.",
    blocks: [
      text17("<p>Neu bei uns: 'Kronprinz Rudolf', 'Ilzer Rosenapfel' und die Mostbirne 'Speckbirne'.</p>")
    ]
  },
  {
    title: "Tag der offenen Baumschule",
    slug: "tag-der-offenen-baumschule",
    route: "/Aktuelles",
    type: "news",
    daysAgo: 20,
    description: "F\xFChrungen \xFCber die Felder, Schnittvorf\xFChrung und Kinderprogramm.",
    blocks: [text17("<p>Am ersten Samstag im Mai f\xFChren wir st\xFCndlich \xFCber unsere Felder.</p>")]
  },
  {
    title: "Trockensch\xE4den an Thujen richtig behandeln",
    slug: "trockenschaeden-thujen",
    route: "/Aktuelles",
    type: "news",
    daysAgo: 45,
    description: "Braune Thujen nach dem Winter: was hilft und was nicht.",
    blocks: [
      text17("<p>Meist hilft durchdringendes Gie\xDFen und etwas Geduld. Braune Triebe zur\xFCckschneiden.</p>")
    ]
  }
];
var DEMO_ENTRY_COUNT = PAGES.length + NEWS.length;
async function seedDemoContent(db, now = Date.now()) {
  const day = 24 * 60 * 60 * 1e3;
  const ran = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: CONTENT_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    for (const demo of [...PAGES, ...NEWS]) {
      const [existing] = await tx.select({ id: entries.id }).from(entries).where(eq20(entries.slug, demo.slug)).limit(1);
      if (existing) continue;
      const date = new Date(now - (demo.daysAgo ?? 60) * day);
      await tx.insert(entries).values({
        title: demo.title,
        slug: demo.slug,
        type: demo.type ?? "page",
        route: demo.route,
        order: demo.order ?? 0,
        published: true,
        publishDate: date,
        date,
        data: { content: "", meta_description: demo.description, blocks: demo.blocks.map(normalizeBlock) }
      });
    }
    return true;
  });
  if (!ran) return false;
  const { meta } = await getConfig(db);
  const known = new Set(meta.routes.map((item) => item.route));
  const added = PAGES.filter((page) => !known.has(page.route)).map((page) => ({
    route: page.route,
    meta: { title: `${page.title} \u2013 Gartenwerk`, description: page.description }
  }));
  if (added.length > 0) await updateConfig(db, { meta: { ...meta, routes: [...meta.routes, ...added] } });
  return true;
}

// src/seed/seed.ts
var INITIAL_SEED = "initial";
var SYSTEM_HANDLE = "system";
var HEDGE_PLANTS = [
  {
    title: "Thuja occidentalis 'Smaragd' 80\u2013100 cm",
    euros: 12.9,
    details: {
      description: "Schmal wachsender, dichter Lebensbaum mit sattgr\xFCnem Laub, ideal f\xFCr Sichtschutzhecken."
    }
  },
  {
    title: "Thuja occidentalis 'Brabant' 100\u2013125 cm",
    euros: 14.5,
    details: { description: "Raschw\xFCchsiger Lebensbaum f\xFCr hohe, blickdichte Hecken." }
  },
  {
    title: "Kirschlorbeer 'Novita' 60\u201380 cm",
    euros: 17.9,
    details: { description: "Immergr\xFCn, frosthart und schnittvertr\xE4glich \u2013 gl\xE4nzendes, gro\xDFes Laub." }
  },
  {
    title: "Hainbuche (Carpinus betulus) 100\u2013125 cm, wurzelnackt",
    euros: 3.2,
    details: { description: "Heimische Heckenpflanze, beh\xE4lt das braune Laub bis zum Fr\xFChjahr." }
  }
];
var FRUIT_TREES = [
  {
    title: "Apfel 'Topaz' Halbstamm",
    euros: 49.9,
    details: {
      description: "Schorfresistente Sorte mit w\xFCrzig-s\xE4uerlichen Fr\xFCchten, Ernte ab Anfang Oktober."
    }
  },
  {
    title: "Marille 'Ungarische Beste' Halbstamm",
    euros: 59.9,
    details: { description: "Die bew\xE4hrte Wachauer Marillensorte: saftig, aromatisch, reich tragend." }
  },
  {
    title: "Birne 'Williams Christ' Buschbaum",
    euros: 39.9,
    details: { description: "Klassische Tafelbirne mit schmelzendem Fruchtfleisch, Ernte im August." }
  }
];
function generatePassword() {
  return randomBytes6(18).toString("base64url");
}
async function runInitialSeed(db, options) {
  const generatedAdminPassword = options.adminPassword ? void 0 : generatePassword();
  const adminPassword = options.adminPassword ?? generatedAdminPassword;
  const ran = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: INITIAL_SEED }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await ensureConfig(tx);
    await createUser(tx, { id: "guest", handle: GUEST_HANDLE2, name: "Gast", roles: ["guest"], fixed: true });
    await createUser(tx, {
      id: "system",
      handle: SYSTEM_HANDLE,
      name: "System",
      roles: ["system"],
      fixed: true
    });
    await createUser(tx, {
      handle: options.adminEmail,
      password: adminPassword,
      name: "Administrator",
      roles: ["admin"],
      verified: true,
      fixed: true
    });
    const now = Date.now();
    const day = 24 * 60 * 60 * 1e3;
    await tx.insert(entries).values([
      {
        title: "Willkommen bei Gartenwerk",
        slug: "start",
        type: "page",
        route: "/",
        published: true,
        publishDate: new Date(now - 30 * day),
        date: new Date(now - 30 * day),
        data: {
          content: "<p>Gartenwerk ist Ihre Baumschule f\xFCr Heckenpflanzen, Obstb\xE4ume, Rosen und Gartenbedarf. Auf unseren Feldern ziehen wir Lebensb\xE4ume, Kirschlorbeer und heimische Geh\xF6lze selbst heran \u2013 winterhart und an unser Klima gew\xF6hnt.</p><p>Wir beraten Sie gerne bei der Planung Ihrer Hecke und liefern nach \xD6sterreich und Deutschland.</p>",
          meta_description: "Baumschule Gartenwerk: Heckenpflanzen, Obstb\xE4ume und Gartenbedarf.",
          meta_keywords: "Baumschule, Heckenpflanzen, Thuja, Obstb\xE4ume"
        }
      },
      {
        title: "Die Herbstpflanzzeit hat begonnen",
        slug: "herbstpflanzzeit",
        type: "news",
        route: "/Aktuelles",
        published: true,
        publishDate: new Date(now - 2 * day),
        date: new Date(now - 2 * day),
        data: {
          content: "<p>Ab sofort sind wurzelnackte Heckenpflanzen wieder lieferbar. Jetzt ist die beste Zeit zum Pflanzen.</p>"
        }
      },
      {
        title: "Obstbaum-Schnittkurs im Fr\xFChjahr",
        slug: "schnittkurs",
        type: "news",
        route: "/Aktuelles",
        published: true,
        publishDate: new Date(now - 10 * day),
        date: new Date(now - 10 * day),
        data: {
          content: "<p>Lernen Sie mit unseren G\xE4rtnern, wie Apfel, Birne und Marille richtig geschnitten werden.</p>"
        }
      }
    ]);
    const [hedges, fruit] = await tx.insert(shopProductGroups).values([
      { title: "Heckenpflanzen", order: 1, tags: ["hecke"] },
      { title: "Obstb\xE4ume", order: 2, tags: ["obst"] }
    ]).returning();
    if (!hedges || !fruit) throw new Error("product groups were not created");
    const products = (groupId, list) => list.map((product, index9) => ({
      title: product.title,
      priceCents: toCents6(product.euros),
      order: index9 + 1,
      productGroups: [groupId],
      data: { name_de: product.title, expected_days_until_shipping: 7, ...product.details }
    }));
    await tx.insert(shopProducts).values([...products(hedges.id, HEDGE_PLANTS), ...products(fruit.id, FRUIT_TREES)]);
    return true;
  });
  forgetCachedConfig(db);
  await seedDemoContent(db);
  return ran ? { ran, ...generatedAdminPassword ? { generatedAdminPassword } : {} } : { ran };
}

// src/seed/content-media.ts
import { and as and16, eq as eq22, inArray as inArray11 } from "drizzle-orm";

// src/seed/shop.ts
import { createHash as createHash4 } from "crypto";
import { Readable as Readable2 } from "stream";
import { toCents as toCents7 } from "@gartenwerk/domain";
import { arrayContains as arrayContains6, eq as eq21, inArray as inArray10 } from "drizzle-orm";
import sharp3 from "sharp";
var SHOP_SEED = "shop-demo";
var DEMO_VAT_GROUPS = [
  { uuid: "normal", name: "Normalsteuersatz (AT 20 %, DE 19 %)", rates: { at: 20, de: 19 } },
  { uuid: "pflanzen", name: "Lebende Pflanzen (AT 13 %, DE 7 %)", rates: { at: 13, de: 7 } }
];
var DEMO_SHIPPING_GROUPS = [
  {
    uuid: "paket",
    name: "Paket (nach Gewicht)",
    type: "weight",
    unit: [
      { max: 5, costs: { at: 5.9, de: 7.9 } },
      { max: 15, costs: { at: 8.9, de: 11.9 } },
      { max: 31.5, costs: { at: 12.9, de: 16.9 } }
    ],
    shipping_free_amount_treshhold: { at: 80, de: 120 }
  },
  {
    uuid: "spedition",
    name: "Spedition (nach St\xFCck)",
    type: "count",
    unit: [
      // Vienna and its surroundings are delivered by our own truck.
      {
        max: 20,
        costs: { at: 49, de: 79 },
        zips: [{ country: "at", start: "1010", end: "2399", costs: 29 }]
      },
      {
        max: 100,
        costs: { at: 89, de: 129 },
        zips: [{ country: "at", start: "1010", end: "2399", costs: 59 }]
      },
      { max: 500, costs: { at: 149, de: 199 } }
    ],
    shipping_free_amount_treshhold: { at: 1500, de: 2500 }
  }
];
var DEMO_SHIPPING_COUNTRIES = [
  {
    code: "de",
    name: "Deutschland",
    shipping_free_amount_treshhold: 250,
    // The North Sea and Baltic islands cost extra.
    zips: [
      { start: "18565", end: "18565", costs: 25 },
      { start: "25938", end: "25999", costs: 25 },
      { start: "26465", end: "26486", costs: 25 }
    ]
  },
  {
    code: "at",
    name: "\xD6sterreich",
    shipping_free_amount_treshhold: 150,
    // Around the nursery, deliveries are free from a lower amount.
    zips: [{ start: "3500", end: "3599", threshold: 50 }]
  }
];
var DEMO_DISCOUNT_GROUPS = [
  {
    uuid: "wiederverkauf",
    name: "Wiederverk\xE4ufer",
    type: "percent",
    items: [
      { from: 0, discount: 15 },
      { from: 100, discount: 20 }
    ],
    additiv: false,
    roles: ["alle"]
  },
  {
    uuid: "heckenaktion",
    name: "Heckenaktion Herbst",
    type: "percent",
    items: [{ from: 0, discount: 10 }],
    roles: ["alle"]
  }
];
var sizes = (...labels) => labels.map((label) => [
  label.replace(/[–\s]+/g, "-").replace(/cm|-$/g, "").replace(/-$/, ""),
  label
]);
var CATALOGUE = [
  {
    title: "Heckenpflanzen",
    tags: ["hecke"],
    colors: ["#6fa85f", "#2e5b2a"],
    vat: "pflanzen",
    shipping: "spedition",
    products: [
      {
        title: "Liguster 'Atrovirens'",
        euros: 4.9,
        description: "Wintergr\xFCner, robuster Liguster \u2013 schnittvertr\xE4glich und stadtklimafest.",
        variants: sizes("60\u201380 cm", "80\u2013100 cm", "100\u2013125 cm"),
        tags: ["hecke", "wintergr\xFCn"],
        stock: 400,
        special: true
      },
      {
        title: "Eibe (Taxus baccata)",
        euros: 24.9,
        description: "Heimische, sehr langlebige Eibe f\xFCr formsch\xF6ne, dichte Hecken im Schatten.",
        variants: sizes("40\u201360 cm", "60\u201380 cm", "80\u2013100 cm"),
        tags: ["hecke", "immergr\xFCn", "schatten"],
        stock: 120
      },
      {
        title: "Rotbuche (Fagus sylvatica)",
        euros: 3.9,
        description: "Wurzelnackte Rotbuche, das Laub bleibt bis zum Austrieb als Sichtschutz.",
        variants: sizes("80\u2013100 cm", "100\u2013125 cm", "125\u2013150 cm"),
        tags: ["hecke", "heimisch"],
        stock: 800,
        special: true
      },
      {
        title: "Feldahorn (Acer campestre)",
        euros: 3.5,
        description: "Heimisches Geh\xF6lz f\xFCr Vogelschutzhecken, goldgelbe Herbstf\xE4rbung.",
        variants: sizes("60\u2013100 cm", "100\u2013150 cm"),
        tags: ["hecke", "heimisch"],
        stock: 300
      },
      {
        title: "Glanzmispel 'Red Robin'",
        euros: 19.9,
        description: "Immergr\xFCn mit leuchtend rotem Austrieb \u2013 ein Farbtupfer in jeder Hecke.",
        variants: sizes("60\u201380 cm", "80\u2013100 cm"),
        tags: ["hecke", "immergr\xFCn"],
        stock: 90,
        new: true
      },
      {
        title: "Thuja occidentalis 'Smaragd' Solit\xE4r",
        euros: 69,
        description: "Kr\xE4ftig gewachsene Einzelpflanze f\xFCr sofortigen Sichtschutz.",
        variants: sizes("140\u2013160 cm", "160\u2013180 cm", "180\u2013200 cm"),
        tags: ["hecke", "thuja", "sichtschutz"],
        stock: 40,
        days: 21
      }
    ]
  },
  {
    title: "Obstb\xE4ume",
    tags: ["obst"],
    colors: ["#c7a04a", "#7a4e1f"],
    vat: "pflanzen",
    shipping: "spedition",
    products: [
      {
        title: "Kirsche 'Kordia' Halbstamm",
        euros: 54.9,
        description: "Platzfeste Knorpelkirsche mit gro\xDFen, dunkelroten Fr\xFCchten.",
        tags: ["obst", "kirsche"],
        stock: 25
      },
      {
        title: "Zwetschke 'Hauszwetschke' Halbstamm",
        euros: 44.9,
        description: "Die klassische Zwetschke f\xFCr Kuchen, R\xF6ster und Schnaps.",
        tags: ["obst"],
        stock: 30
      },
      {
        title: "Pfirsich 'Red Haven' Buschbaum",
        euros: 39.9,
        description: "Saftige, gelbfleischige Fr\xFCchte ab Ende Juli; f\xFCr warme Lagen.",
        tags: ["obst"],
        stock: 18
      },
      {
        title: "Apfel 'Elstar'",
        euros: 34.9,
        description: "Knackig-aromatischer Tafelapfel, Ernte ab Mitte September.",
        variants: [
          ["busch", "Buschbaum"],
          ["halbstamm", "Halbstamm"],
          ["hochstamm", "Hochstamm"]
        ],
        tags: ["obst", "apfel"],
        stock: 45
      },
      {
        title: "Quitte 'Konstantinopeler Apfelquitte'",
        euros: 49.9,
        description: "Duftende Fr\xFCchte f\xFCr Gelee und Quittenbrot, selbstfruchtbar.",
        tags: ["obst"],
        stock: 12,
        new: true
      },
      {
        title: "Walnuss 'Geisenheim 120'",
        euros: 89,
        description: "Veredelte Walnuss, tr\xE4gt fr\xFCh und regelm\xE4\xDFig.",
        tags: ["obst", "nuss"],
        stock: 8,
        days: 14
      }
    ]
  },
  {
    title: "Rosen",
    tags: ["rose"],
    colors: ["#e27a8f", "#8c1d3a"],
    vat: "pflanzen",
    shipping: "paket",
    products: [
      {
        title: "Edelrose 'Gloria Dei'",
        euros: 14.9,
        description: "Die ber\xFChmteste Rose der Welt: gelb mit rosa Rand, duftend.",
        colors: ["Gelb"],
        weight: 1.5,
        stock: 60
      },
      {
        title: "Strauchrose 'Schneewittchen'",
        euros: 16.9,
        description: "Reinwei\xDFe Bl\xFCtenf\xFClle von Juni bis zum Frost, sehr gesund.",
        colors: ["Wei\xDF"],
        weight: 2,
        stock: 50
      },
      {
        title: "Kletterrose 'New Dawn'",
        euros: 19.9,
        description: "Zartrosa, duftend, \xF6fterbl\xFChend \u2013 ideal f\xFCr Rosenb\xF6gen.",
        colors: ["Rosa"],
        weight: 2.5,
        stock: 35
      },
      {
        title: "Beetrose 'Bonica 82'",
        euros: 12.9,
        description: "ADR-Rose mit lachsrosa Bl\xFCtenb\xFCscheln, pflegeleicht.",
        colors: ["Rosa"],
        weight: 1.5,
        stock: 70,
        sale: true
      },
      {
        title: "Bodendeckerrose 'The Fairy'",
        euros: 11.9,
        description: "Kleine rosa Pomponbl\xFCten in gro\xDFer Zahl, auch f\xFCr K\xFCbel.",
        colors: ["Rosa"],
        weight: 1.5,
        stock: 80
      },
      {
        title: "Ramblerrose 'Ghislaine de F\xE9ligonde'",
        euros: 24.9,
        description: "W\xFCchsiger Rambler mit aprikosenfarbenen Bl\xFCten f\xFCr B\xE4ume und Pergolen.",
        colors: ["Gelb"],
        weight: 3,
        stock: 15,
        new: true
      },
      {
        title: "Strauchrose 'Westerland'",
        euros: 17.9,
        description: "Kupferorange, stark duftend und sehr winterhart.",
        colors: ["Rot"],
        weight: 2,
        stock: 40
      }
    ]
  },
  {
    title: "Stauden",
    tags: ["staude"],
    colors: ["#9c8ad0", "#4b3a7d"],
    vat: "pflanzen",
    shipping: "paket",
    products: [
      {
        title: "Lavendel 'Hidcote Blue'",
        euros: 4.9,
        description: "Kompakter, tiefblauer Lavendel f\xFCr Beeteinfassungen.",
        colors: ["Violett"],
        weight: 0.5,
        stock: 300,
        variants: sizes("9 cm Topf", "2 l Topf")
      },
      {
        title: "Katzenminze 'Walker's Low'",
        euros: 5.5,
        description: "Staude des Jahres, bl\xFCht nach R\xFCckschnitt ein zweites Mal.",
        colors: ["Violett"],
        weight: 0.5,
        stock: 150
      },
      {
        title: "Sonnenhut 'Goldsturm'",
        euros: 5.9,
        description: "Goldgelbe Bl\xFCten von Juli bis Oktober, bienenfreundlich.",
        colors: ["Gelb"],
        weight: 0.5,
        stock: 200
      },
      {
        title: "Storchschnabel 'Rozanne'",
        euros: 7.9,
        description: "Violettblaue Bl\xFCten ohne Pause von Juni bis November.",
        colors: ["Violett"],
        weight: 0.5,
        stock: 120
      },
      {
        title: "Pfingstrose (Paeonia lactiflora)",
        euros: 14.9,
        description: "\xDCppige, gef\xFCllte rosa Bl\xFCten im Fr\xFChsommer, langlebig.",
        colors: ["Rosa"],
        weight: 1,
        stock: 40
      },
      {
        title: "Funkie 'Sum and Substance'",
        euros: 9.9,
        description: "Gro\xDFbl\xE4ttrige, goldgr\xFCne Schattenstaude, schneckenfest.",
        weight: 1,
        stock: 55
      },
      {
        title: "Fetthenne 'Herbstfreude'",
        euros: 5.5,
        description: "Trockenheitsvertr\xE4glich, rostrote Bl\xFCten im Herbst.",
        colors: ["Rot"],
        weight: 0.5,
        stock: 90
      }
    ]
  },
  {
    title: "Erde & D\xFCnger",
    tags: ["erde", "d\xFCnger"],
    colors: ["#8a6a4a", "#3d2b1c"],
    vat: "normal",
    shipping: "paket",
    products: [
      {
        title: "Pflanzerde torffrei 40 l",
        euros: 9.9,
        description: "Torffreie Erde aus Kompost und Holzfasern f\xFCr Beete und Hecken.",
        weight: 18,
        stock: 200
      },
      {
        title: "Rhododendronerde 50 l",
        euros: 12.9,
        description: "Saure Spezialerde f\xFCr Rhododendren, Hortensien und Heidelbeeren.",
        weight: 20,
        stock: 80
      },
      {
        title: "Rindenmulch 60 l",
        euros: 7.9,
        description: "H\xE4lt den Boden feucht und unkrautfrei.",
        weight: 15,
        stock: 150
      },
      {
        title: "Hornsp\xE4ne 2,5 kg",
        euros: 11.9,
        description: "Organischer Stickstoffd\xFCnger mit Langzeitwirkung.",
        weight: 2.5,
        stock: 100
      },
      {
        title: "Heckend\xFCnger 10 kg",
        euros: 29.9,
        description: "Organisch-mineralischer D\xFCnger f\xFCr dichte, sattgr\xFCne Hecken.",
        weight: 10,
        stock: 60,
        special: true
      },
      {
        title: "Bodenaktivator 10 kg",
        euros: 24.9,
        description: "Belebt den Boden mit Humus und Mikroorganismen.",
        weight: 10,
        stock: 45
      }
    ]
  },
  {
    title: "Gutscheine",
    tags: ["gutschein"],
    colors: ["#f0c75e", "#b3832a"],
    vat: null,
    shipping: null,
    products: [
      {
        title: "Geschenkgutschein 25 \u20AC",
        euros: 25,
        description: "F\xFCr Gartenfreunde \u2013 einzul\xF6sen online und in der Baumschule.",
        type: "voucher"
      },
      {
        title: "Geschenkgutschein 50 \u20AC",
        euros: 50,
        description: "F\xFCr Gartenfreunde \u2013 einzul\xF6sen online und in der Baumschule.",
        type: "voucher"
      },
      {
        title: "Geschenkgutschein 100 \u20AC",
        euros: 100,
        description: "F\xFCr Gartenfreunde \u2013 einzul\xF6sen online und in der Baumschule.",
        type: "voucher"
      }
    ]
  }
];
var COLORS = [
  ["Rot", "#b3261e"],
  ["Rosa", "#e58fa6"],
  ["Wei\xDF", "#f4f1ea"],
  ["Gelb", "#f2c230"],
  ["Violett", "#7b5ea7"]
];
var escapeXml2 = (text18) => text18.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
async function placeholderImage(title, [light, dark]) {
  const lines = title.match(/.{1,22}(\s|$)/g)?.map((line) => line.trim()) ?? [title];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>
    <path d="M400 170 C 520 230 560 360 400 480 C 240 360 280 230 400 170 Z" fill="#ffffff" fill-opacity="0.35"/>
    <path d="M400 190 L400 470" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
    ${lines.map(
    (line, index9) => `<text x="400" y="${580 + index9 * 56}" font-family="sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">${escapeXml2(line)}</text>`
  ).join("")}
  </svg>`;
  return sharp3(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
async function storeImage(db, library, name, bytes, tags = ["shop", "demo"]) {
  const hash2 = createHash4("sha256").update(bytes).digest("hex");
  const [stored] = await db.select({ id: files.id }).from(files).where(eq21(files.hash, hash2));
  if (stored) return stored.id;
  const received = await receiveUpload(db, library, { stream: Readable2.from([bytes]), filename: name });
  const file = await addUploadedFile(db, library, received, name, tags, () => void 0);
  return file._id;
}
var slug = (title) => title.toLowerCase().replace(/[äöüß]/g, (char) => ({ \u00E4: "ae", \u00F6: "oe", \u00FC: "ue", \u00DF: "ss" })[char] ?? char).replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
async function seedDemoShop(db, library) {
  const [done] = await db.select().from(seedRuns).where(eq21(seedRuns.name, SHOP_SEED));
  if (done) return { ran: false };
  const images = library ? await storeImages(db, library) : /* @__PURE__ */ new Map();
  const ran = await db.transaction(async (tx) => {
    const [claimed] = await tx.insert(seedRuns).values({ name: SHOP_SEED }).onConflictDoNothing().returning();
    if (!claimed) return false;
    await fillShop(tx, images);
    return true;
  });
  forgetCachedConfig(db);
  return { ran };
}
async function storeImages(db, library) {
  const images = /* @__PURE__ */ new Map();
  for (const group of CATALOGUE) {
    for (const title of [group.title, ...group.products.map((product) => product.title)]) {
      const bytes = await placeholderImage(title, group.colors);
      images.set(title, await storeImage(db, library, `${slug(title)}.jpg`, bytes));
    }
  }
  const voucher = await placeholderImage(VOUCHER_TEMPLATE_TITLE, ["#8cc47a", "#2e5b2a"]);
  images.set(VOUCHER_TEMPLATE_TITLE, await storeImage(db, library, "gutschein-hecke.jpg", voucher));
  return images;
}
var VOUCHER_TEMPLATE_TITLE = "Gartenwerk klassisch";
function demoVouchers(year) {
  const day = (month, date) => new Date(Date.UTC(year, month - 1, date)).toISOString();
  return [
    { code: "GW-WILL-KOMM", value: 10, valid_from: day(1, 1), valid_until: day(12, 31), tags: ["aktion"] },
    {
      code: "GW-FRUE-HLNG",
      value: 25,
      valid_from: day(3, 1),
      valid_until: day(5, 31),
      recipient: "Familie Berger",
      message: "Alles Gute zum neuen Garten!"
    },
    { code: "GW-HERB-STHK", value: 50, remaining: 18.4, valid_from: day(9, 1), valid_until: day(11, 30) }
  ];
}
var DEMO_BANK_DETAILS = {
  account_holder: "Gartenwerk Baumschule GmbH",
  iban: "AT61 1904 3002 3457 3201",
  bic: "BKAUATWW",
  bank: "Bank Austria"
};
async function fillShop(db, images) {
  const config = await getConfig(db);
  await updateConfig(db, {
    components: {
      ...config.components,
      shop: {
        ...config.components.shop,
        vat_groups: DEMO_VAT_GROUPS,
        shipping_groups: DEMO_SHIPPING_GROUPS,
        shipping_countries: DEMO_SHIPPING_COUNTRIES,
        discount_groups: DEMO_DISCOUNT_GROUPS,
        shipping_vat_group: "normal",
        pickup: { enabled: true, location: "Baumschule Krems, Mo\u2013Fr 8\u201318 Uhr, Sa 8\u201312 Uhr" },
        bank_details: DEMO_BANK_DETAILS
      }
    }
  });
  const colorRows = await db.insert(shopColors).values(COLORS.map(([title, code]) => ({ title, code, tags: [slug(title)] }))).returning();
  const colorId = new Map(colorRows.map((row) => [row.title, row.id]));
  const existingGroups = await db.select().from(shopProductGroups).where(
    inArray10(
      shopProductGroups.title,
      CATALOGUE.map((group) => group.title)
    )
  );
  const autumn = {
    start: `${(/* @__PURE__ */ new Date()).getFullYear()}-09-01T00:00:00.000Z`,
    end: `${(/* @__PURE__ */ new Date()).getFullYear()}-11-30T23:59:59.000Z`
  };
  for (const [groupIndex, group] of CATALOGUE.entries()) {
    let groupRow = existingGroups.find((row) => row.title === group.title);
    if (!groupRow) {
      [groupRow] = await db.insert(shopProductGroups).values({ title: group.title, order: groupIndex + 1, tags: group.tags }).returning();
    }
    const groupId = groupRow.id;
    const groupImage = images.get(group.title);
    if (groupImage) {
      await db.update(shopProductGroups).set({ data: { ...groupRow.data, media: [groupImage] } }).where(eq21(shopProductGroups.id, groupId));
    }
    const settings = {
      vat_groups: group.vat ? [group.vat] : [],
      shipping_groups: group.shipping ? [group.shipping] : []
    };
    const earlier = await db.select().from(shopProducts).where(arrayContains6(shopProducts.productGroups, [groupId]));
    for (const row of earlier) {
      await db.update(shopProducts).set({ data: { ...settings, ...row.data } }).where(eq21(shopProducts.id, row.id));
    }
    for (const [index9, product] of group.products.entries()) {
      const image = images.get(product.title);
      const media = image ? [image] : [];
      const [row] = await db.insert(shopProducts).values({
        title: product.title,
        priceCents: toCents7(product.euros),
        order: earlier.length + index9 + 1,
        tags: product.tags ?? group.tags,
        productGroups: [groupId],
        colors: (product.colors ?? []).map((title) => colorId.get(title)),
        type: product.type ?? "product",
        data: {
          ...settings,
          name_de: product.title,
          description: product.description,
          variants: (product.variants ?? []).map(([key, value]) => ({ key, value })),
          media,
          ...product.weight !== void 0 ? { shipping_data: { weight: product.weight } } : {},
          expected_days_until_shipping: product.days ?? (product.type ? null : 7),
          ...product.sale ? { sale: true } : {},
          ...product.new ? { new: true } : {},
          ...product.special ? { special_offers: [{ ...autumn, discount_groups: ["heckenaktion"] }] } : {}
        }
      }).returning();
      if (product.stock === void 0) continue;
      const variants = product.variants?.map(([key]) => key) ?? [""];
      const levels = variants.map((variant, position) => ({
        productId: row.id,
        variant,
        // Larger sizes are scarcer.
        quantity: Math.max(1, Math.round(product.stock / (position + 1)))
      }));
      await db.insert(shopStock).values(levels);
      await db.insert(shopStockMovements).values(levels.map((level) => ({ ...level, delta: level.quantity, reason: "Anfangsbestand" })));
    }
  }
  const template = images.get(VOUCHER_TEMPLATE_TITLE) ?? null;
  const [voucherTemplate] = await db.insert(shopVoucherTemplates).values({
    title: VOUCHER_TEMPLATE_TITLE,
    image: template,
    text: "Mit diesem Gutschein im Wert von {{value}} w\xFCnschen wir viel Freude im Garten."
  }).returning();
  for (const voucher of demoVouchers((/* @__PURE__ */ new Date()).getFullYear())) {
    await createVoucher(db, { ...voucher, template: voucherTemplate?.id ?? null });
  }
  if (!await getUserByHandle(db, "einkauf@gaertnerei-huber.example")) {
    await createUser(db, {
      handle: "einkauf@gaertnerei-huber.example",
      name: "G\xE4rtnerei Huber",
      roles: ["user"],
      userData: {
        shop: {
          discount_groups: ["wiederverkauf"],
          shipping_free: false,
          shipping_free_amount_treshhold: 500,
          paymentsources: { invoice: { enabled: true, min: 0, max: 1e4 } }
        }
      }
    });
  }
  await refreshSearchIndex(db);
}

// src/seed/content-media.ts
var CONTENT_MEDIA_SEED = "content-media-demo";
var GREEN3 = ["#a8d08d", "#2e5b2a"];
var EARTH = ["#e3c9a0", "#7a5230"];
var SKY = ["#b7d7ea", "#2f5d7c"];
var GALLERIES = {
  lebensbaeume: [
    { title: "Thuja Smaragd", colors: GREEN3 },
    { title: "Thuja Brabant", colors: GREEN3 },
    { title: "Thuja Columna", colors: GREEN3 }
  ],
  team: [
    { title: "Unser Team", colors: EARTH },
    { title: "In der Baumschule", colors: EARTH }
  ],
  projekte: [{ title: "Hecke am Waldrand", colors: GREEN3 }],
  "neue-obstbaumsorten": [{ title: "Neue Obstb\xE4ume", colors: SKY }],
  "tag-der-offenen-baumschule": [{ title: "Offene Baumschule", colors: EARTH }]
};
var PROJECTS = [
  {
    title: "Thujenhecke in M\xF6dling",
    slug: "thujenhecke-moedling",
    text: "<p>80 Meter Thuja Smaragd als Sichtschutz, gepflanzt im Oktober, dicht im zweiten Sommer.</p>",
    images: [
      { title: "Thujenhecke M\xF6dling", colors: GREEN3 },
      { title: "Pflanzung im Oktober", colors: EARTH }
    ]
  },
  {
    title: "Obstgarten in Baden",
    slug: "obstgarten-baden",
    text: "<p>Zw\xF6lf alte Apfel- und Birnensorten auf einer Streuobstwiese, mit Wildbienenhecke.</p>",
    images: [
      { title: "Streuobstwiese Baden", colors: SKY },
      { title: "Wildbienenhecke", colors: GREEN3 }
    ]
  }
];
var slugOf = (title) => title.toLowerCase().replace(/[äöüß]/g, (char) => ({ \u00E4: "ae", \u00F6: "oe", \u00FC: "ue", \u00DF: "ss" })[char] ?? char).replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
var gallery = (images) => ({ type: "gallery", props: { images } });
async function seedDemoContentMedia(db, library, now = Date.now()) {
  const [done] = await db.select().from(seedRuns).where(eq22(seedRuns.name, CONTENT_MEDIA_SEED));
  if (done) return false;
  const wanted = [...Object.values(GALLERIES).flat(), ...PROJECTS.flatMap((project) => project.images)];
  const ids = /* @__PURE__ */ new Map();
  for (const { title, colors } of wanted) {
    ids.set(
      title,
      await storeImage(db, library, `${slugOf(title)}.jpg`, await placeholderImage(title, colors), [
        "seite",
        "demo"
      ])
    );
  }
  await library.jobs.idle();
  const rows = await db.select().from(files).where(inArray11(files.id, [...ids.values()]));
  const byId = new Map(rows.map((row) => [row.id, toFile(row)]));
  const imagesOf = (list) => list.map(({ title }) => {
    const { _id, name, ext, size, res, gridrefs, gridrefs_ng } = byId.get(ids.get(title));
    return { _id, name, ext, size, res, gridrefs, gridrefs_ng };
  });
  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(seedRuns).values({ name: CONTENT_MEDIA_SEED }).onConflictDoNothing().returning();
    if (!claimed) return false;
    for (const [slug2, images] of Object.entries(GALLERIES)) {
      const [entry] = await tx.select().from(entries).where(eq22(entries.slug, slug2)).limit(1);
      if (!entry) continue;
      const blocks = [...entry.data.blocks ?? [], normalizeBlock(gallery(imagesOf(images)))];
      await tx.update(entries).set({ data: { ...entry.data, blocks } }).where(eq22(entries.id, entry.id));
    }
    const day = 24 * 60 * 60 * 1e3;
    for (const [index9, project] of PROJECTS.entries()) {
      const [existing] = await tx.select({ id: entries.id }).from(entries).where(and16(eq22(entries.slug, project.slug), eq22(entries.route, "/Projekte"))).limit(1);
      if (existing) continue;
      const date = new Date(now - (30 + index9 * 60) * day);
      await tx.insert(entries).values({
        title: project.title,
        slug: project.slug,
        type: "project",
        route: "/Projekte",
        published: true,
        publishDate: date,
        date,
        data: {
          content: "",
          meta_description: project.text.replace(/<[^>]+>/g, ""),
          blocks: [
            normalizeBlock({ type: "text", props: { content: project.text } }),
            normalizeBlock(gallery(imagesOf(project.images)))
          ]
        }
      });
    }
    return true;
  });
}

// src/main.ts
var SHUTDOWN_TIMEOUT_MS = 1e4;
async function main() {
  const settings = loadSettings();
  const sessionSecret = ensureSessionSecret(settings);
  const database = await openDatabase(
    settings.databaseUrl ? { kind: "postgres", url: settings.databaseUrl } : { kind: "pglite", dataDir: join10(settings.dataDir, "db") }
  );
  const seed = await runInitialSeed(database.db, {
    adminEmail: settings.adminEmail,
    adminPassword: settings.adminPassword
  });
  if (seed.generatedAdminPassword) {
    process.stdout.write(
      `
First start: created the admin ${settings.adminEmail} with the password ${seed.generatedAdminPassword}
Write it down now; it is not shown again.

`
    );
  }
  const app = await buildApp({
    db: database.db,
    sessionSecret,
    storefrontDist: settings.storefrontDist,
    adminDist: settings.adminDist,
    logLevel: settings.logLevel,
    trustProxy: settings.trustProxy,
    files: createFileLibrary({
      storage: settings.s3 ? new S3Storage(settings.s3) : new LocalStorage(join10(settings.dataDir, "files")),
      limits: {
        maxUploadBytes: settings.uploadMaxBytes,
        quotaBytes: settings.fileQuotaBytes,
        maxImagePixels: settings.imageMaxPixels
      }
    }),
    publicUrl: settings.publicUrl,
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    dataDir: settings.dataDir
  });
  await seedDemoContentMedia(database.db, app.files);
  await seedDemoShop(database.db, app.files);
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    await app.close();
    await database.close();
  };
  process.once("SIGTERM", (signal) => void stop(signal));
  process.once("SIGINT", (signal) => void stop(signal));
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    app.log.error({ err: error }, "could not listen");
    await database.close();
    process.exitCode = 1;
  }
}
main().catch((error) => {
  process.stderr.write(
    `${error instanceof SettingsError ? error.message : String(error?.stack ?? error)}
`
  );
  process.exitCode = 1;
});
//# sourceMappingURL=main.js.map