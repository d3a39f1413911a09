import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { createComplexityRule } from "@pothos/plugin-complexity";
import type { Plugin } from "graphql-yoga";
import { GraphQLError, Lexer, Source, TokenKind, validate, type ExecutionArgs, type ValidationContext, type ValidationRule } from "graphql";

/**
 * What a GraphQL document may cost, checked in this order, each stage before the next one's work:
 * 1. before parsing, its size, then in one pass of graphql-js's own lexer (linear, iterative) its
 *    tokens and bracket nesting: the parser and every later visitor recurse per level, so a deeply
 *    nested literal or selection would overflow the stack (hand-written: no plugin bounds this);
 * 2. before graphql-js's validation rules (one of which compares fields pairwise), each alone:
 *    written fields, then aliases, directives and depth (GraphQL Armor's rules);
 * 3. with the variables, before graphql-jit compiles the document: fields once fragments are
 *    expanded (breadth) and cost (Pothos plugin-complexity, which knows each list's multiplier).
 */
export const DOCUMENT_LIMITS = {
  bytes: 64 * 1024,
  tokens: 5000,
  nesting: 40,
  /** Field selections written in the document; graphql-js's overlapping-fields rule is quadratic in them. */
  fields: 300,
  aliases: 100,
  directives: 50,
  depth: 8,
  /** Fields selected once fragments are expanded. */
  breadth: 300,
  /** A listing multiplies its selection by its page size: a board page of 20 deals with contact, stage and tags costs ~800. */
  complexity: 3000,
} as const;

type Limit = keyof typeof DOCUMENT_LIMITS;

/**
 * Every refusal of a document: QUERY_TOO_COMPLEX, naming the limit it went over, with HTTP 400 at
 * every stage (`spec: false`: yoga would otherwise answer a validation error 200 to application/json).
 */
function limitError(limit: Limit, actual?: number): GraphQLError {
  const found = actual === undefined ? "" : ` (${actual})`;
  return new GraphQLError(`Query ${limit}${found} exceeds the limit of ${DOCUMENT_LIMITS[limit]}.`, {
    extensions: { code: "QUERY_TOO_COMPLEX", status: 400, kind: "VALIDATION", limit, http: { status: 400, spec: false } },
  });
}

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** Size, tokens and nesting of the raw text, stopping at the first limit exceeded; a syntax error is left to the parser. */
function checkSource(text: string): GraphQLError | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes > DOCUMENT_LIMITS.bytes) return limitError("bytes", bytes);
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > DOCUMENT_LIMITS.tokens) return limitError("tokens");
      if (OPENING.has(token.kind) && ++nesting > DOCUMENT_LIMITS.nesting) return limitError("nesting");
      if (CLOSING.has(token.kind)) nesting -= 1;
    }
  } catch {
    // A syntax error: the parser reports it.
  }
  return undefined;
}

/** GraphQL Armor's options for one limit: it reports our error instead of throwing its own (which has no code). */
const armor = (limit: "aliases" | "directives" | "depth") => ({
  n: DOCUMENT_LIMITS[limit],
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(limitError(limit))],
});

/** Field selections as written (a fragment's once): bounds graphql-js's own validation, which compares fields pairwise. */
const maxFieldsRule: ValidationRule = (context) => {
  let fields = 0;
  return {
    Field() {
      if (++fields === DOCUMENT_LIMITS.fields + 1) context.reportError(limitError("fields"));
    },
  };
};

const VALIDATION_LIMITS: readonly ValidationRule[] = [
  maxFieldsRule,
  maxAliasesRule(armor("aliases")),
  maxDirectivesRule(armor("directives")),
  // Fragments count for the fields they hold, not as a level of their own.
  maxDepthRule({ ...armor("depth"), flattenFragments: true }),
];

/** Fields and cost of the operation that will run, with its variables (a listing's `limit` may be one). */
function checkCost(args: ExecutionArgs): readonly GraphQLError[] {
  const rule = createComplexityRule({
    variableValues: args.variableValues ?? {},
    operationName: args.operationName ?? undefined,
    context: args.contextValue as object,
    validate: (state, report) => {
      for (const limit of ["breadth", "complexity"] as const)
        if (state[limit] > DOCUMENT_LIMITS[limit]) return report(limitError(limit, state[limit]));
    },
  });
  return validate(args.schema, args.document, [rule]);
}

/** The envelop plugin enforcing DOCUMENT_LIMITS; placed before graphql-jit, whose compilation comes after every check. */
export function useDocumentLimits(): Plugin {
  return {
    onParse({ params }) {
      const error = checkSource(params.source.toString());
      if (error) throw error;
    },
    // The limits first, one at a time in their order (each pass is linear): graphql-js's own rules
    // then only see documents within them.
    onValidate({ params, validateFn, setResult }) {
      for (const rule of VALIDATION_LIMITS) {
        const errors = validateFn(params.schema, params.documentAST, [rule]);
        if (errors.length > 0) return setResult(errors);
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      const errors = checkCost(args);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const errors = checkCost(args);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
  };
}
