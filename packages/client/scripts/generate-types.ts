import { restApiDocument } from "@crm/rest";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

export const GENERATED_TYPES_PATH = new URL("../src/generated/openapi.ts", import.meta.url);

const HEADER = `/**
 * Generated from the service's OpenAPI document (packages/rest/src/openapi) by
 * \`pnpm --filter @crm/client generate\`: do not edit. A test fails when this file is stale.
 */

`;

/** The client's types for the document the service serves, as openapi-typescript writes them. */
export async function generateTypes(): Promise<string> {
  // A plain JSON copy: the generator reads the document as JSON (and may annotate what it is given).
  const document = JSON.parse(JSON.stringify(restApiDocument())) as OpenAPI3;
  const ast = await openapiTS(document, { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}
