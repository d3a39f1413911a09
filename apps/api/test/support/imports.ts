import type { TestApi } from "./test-api";

/** A multipart/form-data body as fetch would send it: the fields first, the file last. */
export async function multipart(fields: Record<string, string>, file: { content: string | Uint8Array; name: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const bytes = typeof file.content === "string" ? new TextEncoder().encode(file.content) : file.content;
  form.append("file", new Blob([new Uint8Array(bytes)], { type: file.type ?? "text/csv" }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { rawBody: new Uint8Array(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}

export async function startImport(
  api: TestApi,
  key: string,
  fields: Record<string, string>,
  file: { content: string | Uint8Array; name: string; type?: string },
) {
  return api.request<{ id: string; status: string }>("POST", "/v1/imports", { key, ...(await multipart(fields, file)) });
}
