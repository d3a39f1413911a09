import type { Model } from "mongoose";
import { newId } from "../core/ids";
import type { FieldGroupDoc } from "../field-groups/field-group.model";
import type { ProjectSeeder } from "../projects/admin.service";
import type { FieldDoc } from "./field.model";
import type { BuiltInKey, FieldConfig, FieldEntityType, FieldType } from "./field-types";

interface BuiltInField {
  key: BuiltInKey;
  label: string;
  type: FieldType;
  config?: FieldConfig;
}

/**
 * What every project starts with: one default group per entity type holding the built-in fields.
 * Types are the most precise ones that still take what integrations write: ids from other systems
 * (LEAD_ID, WHATSAPP_LID, CUSTOM_ID) and free-form sources are TEXT; PRICE is CURRENCY in USD until
 * the project changes its currency (PATCH config).
 */
export const BUILT_IN_FIELDS: Record<FieldEntityType, { group: string; fields: BuiltInField[] }> = {
  CONTACT: {
    group: "Contact",
    fields: [
      { key: "NAME", label: "Name", type: "TEXT" },
      { key: "PHONE", label: "Phone", type: "PHONE" },
      { key: "EMAIL", label: "Email", type: "EMAIL" },
      { key: "ACQUISITION_SOURCE", label: "Acquisition source", type: "TEXT" },
      { key: "ORIGIN_URL", label: "Origin URL", type: "URL" },
      { key: "LEAD_ID", label: "Lead ID", type: "TEXT" },
      { key: "WHATSAPP_LID", label: "WhatsApp LID", type: "TEXT" },
      { key: "CUSTOM_ID", label: "Custom ID", type: "TEXT" },
    ],
  },
  DEAL: {
    group: "Deal",
    fields: [
      { key: "PRICE", label: "Price", type: "CURRENCY", config: { currency: "USD" } },
      { key: "ACQUISITION_SOURCE", label: "Acquisition source", type: "TEXT" },
      { key: "CUSTOM_ID", label: "Custom ID", type: "TEXT" },
    ],
  },
};

/** Seeds the built-in groups and fields inside the project's creation transaction. */
export function builtInFieldsSeeder(groups: Model<FieldGroupDoc>, fields: Model<FieldDoc>): ProjectSeeder {
  return async (ctx) => {
    const { projectId } = ctx;
    const groupDocs = Object.entries(BUILT_IN_FIELDS).map(([entityType, { group }]) => ({
      _id: newId(),
      projectId,
      name: group,
      entityType: entityType as FieldEntityType,
      position: 0,
    }));
    await groups.insertMany(groupDocs);
    const fieldDocs = groupDocs.flatMap((group) =>
      BUILT_IN_FIELDS[group.entityType].fields.map((field, position) => ({
        projectId,
        entityType: group.entityType,
        fieldGroupId: group._id,
        key: field.key,
        label: field.label,
        type: field.type,
        config: field.config ?? {},
        position,
        // Built-ins are the fields people work with in the app.
        level: "USER" as const,
      })),
    );
    await fields.insertMany(fieldDocs);
  };
}
