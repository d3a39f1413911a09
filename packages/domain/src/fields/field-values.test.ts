import { describe, expect, it } from "vitest";
import { systemContext } from "../core/context";
import { AppError } from "../core/errors";
import type { FieldDefinition, FieldDefinitionCache } from "./field-definitions";
import { createFieldValues, fieldValueInputSchema } from "./field-values";

const defs: FieldDefinition[] = [
  { id: "f-name", entityType: "CONTACT", type: "TEXT", config: {}, key: "NAME" },
  { id: "f-phone", entityType: "CONTACT", type: "PHONE", config: {}, key: "PHONE" },
  { id: "f-age", entityType: "CONTACT", type: "NUMBER", config: {} },
  { id: "f-owner", entityType: "CONTACT", type: "USER", config: {} },
  { id: "f-price", entityType: "DEAL", type: "CURRENCY", config: { currency: "USD" }, key: "PRICE" },
];

const definitions: FieldDefinitionCache = {
  get: async () => ({
    byId: new Map(defs.map((d) => [d.id, d])),
    byKey: (entityType, key) => defs.find((d) => d.entityType === entityType && d.key === key),
  }),
  changed: async () => {},
  close: async () => {},
};

const checked: string[][] = [];
const values = createFieldValues({
  definitions,
  references: {
    USER: async (_ctx, ids) => {
      checked.push([...ids]);
      const missing = ids.find((id) => id !== "u1");
      if (missing) throw new AppError("NOT_FOUND", 404, `User '${missing}' not found.`);
    },
  },
  // What is stored (the cache above may lag behind it).
  current: async (_ctx, ids) => new Map(defs.filter((d) => ids.includes(d.id)).map((d) => [d.id, d])),
});
const ctx = systemContext("p1");

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error("expected an AppError");
  return error;
}

describe("fieldValueInputSchema", () => {
  it("takes exactly one of fieldId and key, and a value", () => {
    expect(fieldValueInputSchema.safeParse({ fieldId: "a", value: 1 }).success).toBe(true);
    expect(fieldValueInputSchema.safeParse({ key: "PHONE", value: null }).success).toBe(true);
    expect(fieldValueInputSchema.safeParse({ fieldId: "a", key: "PHONE", value: 1 }).success).toBe(false);
    expect(fieldValueInputSchema.safeParse({ value: 1 }).success).toBe(false);
    expect(fieldValueInputSchema.safeParse({ fieldId: "a" }).success).toBe(false);
    expect(fieldValueInputSchema.safeParse({ key: "NOPE", value: 1 }).success).toBe(false);
    expect(fieldValueInputSchema.safeParse({ fieldId: "a", value: 1, extra: true }).success).toBe(false);
  });
});

describe("FieldValues.normalize", () => {
  it("resolves ids and KEYs and returns stored forms; null clears", async () => {
    const out = await values.normalize(ctx, "CONTACT", [
      { key: "PHONE", value: "+1 415 555 0100" },
      { fieldId: "f-age", value: "42" },
      { key: "NAME", value: null },
    ]);
    expect(out).toEqual([
      { fieldId: "f-phone", value: "14155550100" },
      { fieldId: "f-age", value: 42 },
      { fieldId: "f-name", value: null },
    ]);
  });

  it("answers 404 for an unknown field", async () => {
    const error = await rejection(values.normalize(ctx, "CONTACT", [{ fieldId: "nope", value: 1 }]));
    expect(error.status).toBe(404);
  });

  it("names every bad value, wrong entity type and duplicate in one 400", async () => {
    const error = await rejection(
      values.normalize(ctx, "CONTACT", [
        { fieldId: "f-age", value: "old" },
        { key: "PRICE", value: 10 },
        { fieldId: "f-price", value: 10 },
        { key: "NAME", value: "a" },
        { fieldId: "f-name", value: "b" },
      ]),
    );
    expect(error.status).toBe(400);
    expect(error.errors?.map((e) => [e.field, e.code])).toEqual([
      ["fields.0.value", "invalid_number"],
      ["fields.1.key", "wrong_entity_type"],
      ["fields.2.fieldId", "wrong_entity_type"],
      ["fields.4.fieldId", "duplicate_field"],
    ]);
  });

  it("checks referenced records with one call per type", async () => {
    checked.length = 0;
    await values.normalize(ctx, "CONTACT", [{ fieldId: "f-owner", value: "u1" }]);
    expect(checked).toEqual([["u1"]]);
    const error = await rejection(values.normalize(ctx, "CONTACT", [{ fieldId: "f-owner", value: "u2" }]));
    expect(error.status).toBe(404);
  });
});

describe("FieldValues.normalize against the stored definitions", () => {
  // The cache still has an option and a field that were just removed; what is stored decides.
  const cached: FieldDefinition[] = [
    {
      id: "f-tier",
      entityType: "CONTACT",
      type: "SELECT",
      config: {
        options: [
          { id: "gold", label: "Gold" },
          { id: "lead", label: "Lead" },
        ],
      },
    },
    { id: "f-gone", entityType: "CONTACT", type: "TEXT", config: {} },
  ];
  const stored = new Map<string, FieldDefinition>([["f-tier", { ...cached[0]!, config: { options: [{ id: "gold", label: "Gold" }] } }]]);
  const current = createFieldValues({
    definitions: { ...definitions, get: async () => ({ byId: new Map(cached.map((d) => [d.id, d])), byKey: () => undefined }) },
    references: {},
    current: async (_ctx, ids) => {
      const missing = ids.find((id) => !stored.has(id));
      if (missing) throw new AppError("NOT_FOUND", 404, `Field '${missing}' not found.`);
      return stored;
    },
  });

  it("refuses an option the stored field no longer has, though the cache still lists it", async () => {
    expect(await current.normalize(ctx, "CONTACT", [{ fieldId: "f-tier", value: "gold" }])).toEqual([{ fieldId: "f-tier", value: "gold" }]);
    const error = await rejection(current.normalize(ctx, "CONTACT", [{ fieldId: "f-tier", value: "lead" }]));
    expect(error.status).toBe(400);
  });

  it("answers 404 for a field deleted since the cache loaded", async () => {
    expect((await rejection(current.normalize(ctx, "CONTACT", [{ fieldId: "f-gone", value: "x" }]))).status).toBe(404);
  });
});

describe("FieldValues.merge", () => {
  it("replaces in place, removes on null, appends new ones in order", () => {
    const merged = values.merge(
      [
        { fieldId: "a", value: 1 },
        { fieldId: "b", value: 2 },
        { fieldId: "c", value: 3 },
      ],
      [
        { fieldId: "d", value: 4 },
        { fieldId: "b", value: null },
        { fieldId: "a", value: 10 },
        { fieldId: "e", value: null },
      ],
    );
    expect(merged).toEqual([
      { fieldId: "a", value: 10 },
      { fieldId: "c", value: 3 },
      { fieldId: "d", value: 4 },
    ]);
  });
});

describe("FieldValues.resolver", () => {
  it("resolves ids and KEYs of the entity type only", async () => {
    const resolve = values.resolver(ctx, "CONTACT");
    expect(await resolve("f-age")).toEqual({ fieldId: "f-age", type: "NUMBER" });
    expect(await resolve("PHONE")).toEqual({ fieldId: "f-phone", type: "PHONE" });
    expect(await resolve("f-price")).toBeNull();
    expect(await resolve("PRICE")).toBeNull();
  });
});
