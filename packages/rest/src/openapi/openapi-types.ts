/** The parts of OpenAPI 3.1 this generator writes; schemas are plain JSON Schema 2020-12 objects. */
export type JsonSchema = { [key: string]: unknown };

export interface ParameterObject {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  description?: string;
  style?: "form" | "deepObject";
  explode?: boolean;
  schema: JsonSchema;
}

export interface MediaTypeObject {
  schema: JsonSchema;
  /** From the schema's `.meta({ examples })`: what /docs pre-fills and shows. */
  example?: unknown;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; required?: boolean; schema: JsonSchema }>;
  content?: Record<string, MediaTypeObject>;
}

export type ResponseOrRef = ResponseObject | { $ref: string };

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters: ParameterObject[];
  requestBody?: { required: boolean; description?: string; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseOrRef>;
  /** Machine-readable listing rules (fields, operators, limits) of list endpoints. */
  "x-listing"?: ListingExtension;
}

export interface ListingFieldDoc {
  name: string;
  kind: string;
  values?: string[];
  filterable: boolean;
  sortable: boolean;
  projectable: boolean;
  operators: string[];
}

export interface ListingExtension {
  format: "envelope" | "data" | "array";
  limit: { default: number; max: number; min: number };
  offset: { default: number; min: number };
  reservedKeys: string[];
  fields: ListingFieldDoc[];
  params: string[];
  relations: Array<{ name: string; many: boolean }>;
  customFields: boolean;
}

export interface SecuritySchemeObject {
  type: "apiKey";
  in: "header";
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string; description?: string }>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, SecuritySchemeObject>;
  };
}
