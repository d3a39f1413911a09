import type { AnyAction } from "@crm/domain";
import { builder, type Row } from "./builder";
import { recordTypeOf, type ResourceDef } from "./resources";
import { inputTypeOf } from "./zod-types";

/**
 * One field per declared action of a resource (`rotateWebhookSecret`): a mutation for `write`, a
 * query for `read`; an `ID!` argument per id by its name, and `input` when the action has one.
 */
export function defineActions(def: ResourceDef): void {
  for (const action of Object.values<AnyAction>(def.actions)) {
    const { field, output, input: inputName, description } = action.graphql;
    const Output = recordTypeOf(action.output, output);
    const Input = action.input ? inputTypeOf(action.input, inputName ?? `${output}Input`) : undefined;
    const fields = action.scope === "read" ? builder.queryFields.bind(builder) : builder.mutationFields.bind(builder);
    fields((t) => ({
      [field]: t.field({
        type: Output,
        ...(description ? { description } : {}),
        args: {
          ...Object.fromEntries(action.ids.map((name) => [name, t.arg.id({ required: true })])),
          ...(Input ? { input: t.arg({ type: Input, required: true }) } : {}),
        },
        // The answer is the action's output, an object like every record type's row.
        resolve: (_root, args: Record<string, unknown>, ctx) =>
          action.run(
            ctx.domain,
            ctx.auth,
            Object.fromEntries(action.ids.map((name) => [name, String(args[name])])),
            args.input,
          ) as Promise<Row>,
      }),
    }));
  }
}
