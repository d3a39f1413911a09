import { z } from "zod";
import { requireScope, type Context } from "../core/context";
import { errorBodyOf, toAppError, validationError, type ErrorBody } from "../core/errors";
import { idSchema } from "../core/schema-helpers";
import { parseInput } from "../core/validate";
import type { Domain } from "../open-domain";
import type { AnyResource } from "./define-resource";
import { upsertMatchSchema } from "./upsert";

export const MAX_BATCH_ITEMS = 100;
export const BATCH_OPERATIONS = ["create", "update", "upsert"] as const;
export type BatchOperation = (typeof BATCH_OPERATIONS)[number];

/**
 * The batch envelope; items are checked one by one, each against the single call's body, so a
 * bad item is that item's 400 and not the batch's. The count is checked before any work.
 */
export const batchInputSchema = z
  .strictObject({
    operation: z.enum(BATCH_OPERATIONS),
    /** upsert only: what items are matched on (see resources/upsert.ts). */
    match: upsertMatchSchema.optional(),
    /** create: the create body; update: `{id, ...PATCH body}`; upsert: the create body holding the match value. */
    items: z.array(z.unknown()).min(1).max(MAX_BATCH_ITEMS),
  })
  .superRefine((input, check) => {
    if ((input.operation === "upsert") !== (input.match !== undefined)) {
      check.addIssue({ code: "custom", path: ["match"], message: "Required with operation upsert, and only then." });
    }
  })
  .meta({
    id: "BatchInput",
    examples: [
      {
        operation: "upsert",
        match: "PHONE",
        items: [
          {
            fields: [
              { key: "PHONE", value: "+55 11 99999-0001" },
              { key: "NAME", value: "Ada Lovelace" },
            ],
          },
        ],
      },
    ],
  });
export type BatchInput = z.infer<typeof batchInputSchema>;

const errorBodySchema = z
  .object({
    errorCode: z.string(),
    message: z.string(),
    status: z.int(),
    errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
  })
  .meta({ description: "The Error body the single call would have answered." });

export const batchItemResultSchema = z
  .object({
    index: z.int().min(0),
    /** The HTTP status the single call would have answered (201 created, 200 updated, 4xx). */
    status: z.int(),
    id: z.string().optional(),
    error: errorBodySchema.optional(),
  })
  .meta({ id: "BatchItemResult" });

export const batchResultSchema = z.object({ results: z.array(batchItemResultSchema) }).meta({
  id: "BatchResult",
  examples: [
    {
      results: [
        { index: 0, status: 201, id: "6650f0c2a1b2c3d4e5f60001" },
        {
          index: 1,
          status: 400,
          error: {
            errorCode: "VALIDATION_ERROR",
            message: "Some field values are invalid.",
            status: 400,
            errors: [{ field: "fields.0.value", code: "invalid_phone", message: "Expected a phone number with its country code." }],
          },
        },
      ],
    },
  ],
});
export type BatchItemResult = z.infer<typeof batchItemResultSchema>;
export type BatchResult = z.infer<typeof batchResultSchema>;

/** An update item: the record's id beside the PATCH body's keys. */
const updateItemSchema = z.looseObject({ id: idSchema });

/** 200 when every item succeeded, 207 (Multi-Status) when any failed. */
export const batchStatusOf = (result: BatchResult): 200 | 207 => (result.results.every((r) => r.status < 300) ? 200 : 207);

/**
 * Runs a batch over a registry resource that opted in (`bulk`). Each item is its own unit: one
 * bad item never rolls back or blocks another, and it answers what the single call would have.
 * Creates go through the service's grouped create (`createMany`: validated and built one by one,
 * written together in one transaction, item by item again when that transaction fails); updates
 * and upserts are one call of the service each, in their own transaction, in input order.
 * Unexpected errors become the item's 500 INTERNAL_ERROR (never a detail of them), the rest go on.
 */
export async function runBatch(resource: AnyResource, domain: Domain, ctx: Context, input: unknown): Promise<BatchResult> {
  requireScope(ctx, "write");
  const { operation, match, items } = parseInput(batchInputSchema, input);
  const service = resource.service(domain);
  const upsert = resource.bulk?.upsert?.(domain);
  if (operation === "upsert" && !upsert) {
    throw validationError(`${resource.label.many} cannot be upserted.`, [
      { field: "operation", code: "unsupported_operation", message: "Use create or update." },
    ]);
  }
  if (operation === "create" && service.createMany) {
    const outcomes = await service.createMany(ctx, items);
    return {
      results: outcomes.map((outcome, index) =>
        "record" in outcome ? { index, status: 201, id: idOf(outcome.record) } : failed(index, outcome.error),
      ),
    };
  }

  const one = async (item: unknown): Promise<{ status: number; id: string }> => {
    switch (operation) {
      case "create":
        return { status: 201, id: idOf(await service.create(ctx, item)) };
      case "update": {
        const { id, ...patch } = parseInput(updateItemSchema, item);
        return { status: 200, id: idOf(await service.update(ctx, id, patch)) };
      }
      case "upsert": {
        const { record, created } = await upsert!(ctx, match!, undefined, item);
        return { status: created ? 201 : 200, id: idOf(record) };
      }
    }
  };

  const results: BatchItemResult[] = [];
  for (const [index, item] of items.entries()) {
    try {
      results.push({ index, ...(await one(item)) });
    } catch (error) {
      results.push(failed(index, error));
    }
  }
  return { results };
}

/** An item's failure as the single call's Error body. */
function failed(index: number, error: unknown): BatchItemResult {
  const body: ErrorBody = errorBodyOf(toAppError(error));
  return { index, status: body.status, error: body };
}

/** Every record of the registry carries its id. */
const idOf = (record: unknown): string => (record as { id: string }).id;
