import type { FieldError } from "../core/errors";
import type { TemplateComponent } from "./template.model";

const PLACEHOLDER = /\{\{\s*(\d+)\s*\}\}/g;

/** The `{{n}}` numbers of a text, in order of appearance. */
export const placeholdersOf = (text: string | undefined): number[] =>
  text ? [...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1])) : [];

/** How many parameters a component takes: its highest `{{n}}` (WhatsApp numbers them 1..n). */
export const parameterCount = (component: TemplateComponent | undefined): number => Math.max(0, ...placeholdersOf(component?.text));

/** Problems of a template's placeholders at creation: numbered 1..n without gaps; a header takes at most one. */
export function placeholderProblems(components: readonly TemplateComponent[]): FieldError[] {
  const problems: FieldError[] = [];
  components.forEach((component, i) => {
    const numbers = [...new Set(placeholdersOf(component.text))].sort((a, b) => a - b);
    if (numbers.some((n, k) => n !== k + 1)) {
      problems.push({
        field: `components.${i}.text`,
        code: "placeholder_gap",
        message: "Placeholders are numbered {{1}}, {{2}}... without gaps.",
      });
    }
    if (component.type === "HEADER" && numbers.length > 1) {
      problems.push({ field: `components.${i}.text`, code: "too_many_placeholders", message: "A header takes at most one placeholder." });
    }
    if ((component.type === "FOOTER" || component.type === "BUTTONS") && numbers.length > 0) {
      problems.push({
        field: `components.${i}.text`,
        code: "placeholder_not_allowed",
        message: `A ${component.type} takes no placeholders.`,
      });
    }
  });
  return problems;
}

export interface TemplateParameters {
  header?: string[] | undefined;
  body?: string[] | undefined;
}

/** A TEMPLATE message's parameters against the template: one value per placeholder of the header and of the body. */
export function parameterProblems(components: readonly TemplateComponent[], parameters: TemplateParameters | undefined): FieldError[] {
  const problems: FieldError[] = [];
  for (const [part, type] of [
    ["header", "HEADER"],
    ["body", "BODY"],
  ] as const) {
    const expected = parameterCount(components.find((c) => c.type === type));
    const given = parameters?.[part]?.length ?? 0;
    if (expected !== given) {
      problems.push({
        field: `content.parameters.${part}`,
        code: "template_params_mismatch",
        message: `The template's ${part} has ${expected} placeholder(s); ${given} parameter(s) given.`,
      });
    }
  }
  return problems;
}
