import {
  contactMergeInputSchema,
  contactMergeResultSchema,
  duplicatesPageSchema,
  duplicatesQuerySchema,
  mergeRevertResultSchema,
  RESOURCES,
  type Domain,
} from "@crm/domain";
import { idParams, pathIds } from "../core/id-params";
import { defineRoute, defineRoutes } from "../core/route-def";
import { resourceTag } from "./crud-routes";

const tag = resourceTag(RESOURCES.contact);

/** Duplicate detection: a static path, so it is routed before `GET /contacts/{id}` (docs/merge.md). */
export const contactDuplicateRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "get",
      path: "/contacts/duplicates",
      operationId: "listContactDuplicates",
      summary: "Find duplicate contacts",
      description:
        "Groups of contacts of the project sharing a PHONE or an EMAIL, compared as stored (phones as digits with the " +
        "country code, emails lower-cased), ordered by field and value; each group's `contactIds` oldest first. " +
        "Merged contacts are not listed. Paged with `limit` (1-100, default 20) and `offset`.",
      tag,
      query: duplicatesQuerySchema,
      success: { status: 200, schema: duplicatesPageSchema, description: "A page of duplicate groups." },
      errors: [400],
      handler: ({ ctx, searchParams }) => domain.contactMerges.duplicates(ctx, Object.fromEntries(searchParams)),
    }),
  );

/** A contact's merge and its revert (docs/merge.md). */
export const contactRoutes = (domain: Domain) =>
  defineRoutes(
    defineRoute({
      method: "post",
      path: "/contacts/{id}/merge",
      operationId: "mergeContact",
      summary: "Merge a contact into this one",
      description:
        "In one transaction the source's deals, notes, calls and chats move to this contact (the target), the target's " +
        "empty fields take the source's values, and the source becomes a tombstone: `GET /v1/contacts/{sourceId}` answers " +
        "the target, writes naming it answer 409 `MERGED`, lists no longer show it. Raises `contact.merged`. " +
        "The same contact twice: 422 `MERGE_INTO_ITSELF`; a merged contact as target or source: 409 `MERGED`.",
      tag,
      params: idParams,
      body: contactMergeInputSchema,
      success: { status: 200, schema: contactMergeResultSchema, description: "The merge's id and the target after it." },
      errors: [403, 404, { status: 409, codes: ["MERGED"] }, { status: 422, codes: ["MERGE_INTO_ITSELF"] }],
      handler: ({ ctx, params, body }) => domain.contactMerges.merge(ctx, params.id, body),
    }),
    defineRoute({
      method: "post",
      path: "/merges/{mergeId}/revert",
      operationId: "revertContactMerge",
      summary: "Revert a contact merge",
      description:
        "Restores the source as it was, points every record the merge moved back to it and removes the values the target " +
        "took from it. Refused with 409 `CHANGED_SINCE` when any of that changed since (a moved record deleted or moved " +
        "on, a filled field changed, the target deleted or merged), 409 `ALREADY_REVERTED` the second time.",
      tag,
      params: pathIds({ mergeId: "Merge id (from the merge's answer or the `contact.merged` event)." }),
      success: { status: 200, schema: mergeRevertResultSchema, description: "The target and the restored source." },
      errors: [403, 404, { status: 409, codes: ["CHANGED_SINCE", "ALREADY_REVERTED"] }],
      handler: ({ ctx, params }) => domain.contactMerges.revert(ctx, params.mergeId),
    }),
  );
