import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";

/** A template as the Graph API lists it (`GET /{waba-id}/message_templates`). */
export interface FakeGraphTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  components: Array<{ type: string; text?: string; format?: string }>;
}

export interface FakeWhatsAppCloud {
  /** The Graph API base (`WHATSAPP_GRAPH_URL`), e.g. `http://127.0.0.1:1234/v21.0`. */
  graphUrl: string;
  /** The bearer token it accepts; any other is a 401 (code 190). */
  accessToken: string;
  /** Sets a business account's templates (replacing them). */
  setTemplates(businessAccountId: string, templates: FakeGraphTemplate[]): void;
  templates(businessAccountId: string): FakeGraphTemplate[];
  /** Opens the 24 h window with a recipient (as if they had written): free-form sends to others are refused with 131047. */
  openWindow(phone: string): void;
  /** A recipient WhatsApp cannot reach (131026). */
  unreachable(phone: string): void;
  /** The message bodies POSTed to `/{phone-number-id}/messages` and accepted, in order, with when they arrived (ms). */
  sent(): Array<{ phoneNumberId: string; body: Record<string, unknown>; at: number }>;
  /** Sends answered with throttling (130429 throughput, 131056 pair rate, or on demand), in order. */
  throttled(): Array<{ phoneNumberId: string; to: string; code: number; at: number }>;
  /** Answers the next `count` sends with 130429 (HTTP 400), with a `Retry-After` header when given (seconds). */
  throttleNext(count: number, retryAfterSeconds?: number): void;
  /** The files uploaded to `/{phone-number-id}/media` or added with `addMedia`, by WhatsApp media id. */
  media(id: string): { bytes: Buffer; mimeType: string } | undefined;
  /** Bytes of media upload bodies received so far, counted as they arrive (a streamed upload's grow while it is sent). */
  uploadBytesReceived(): number;
  /** A file WhatsApp keeps (as for an inbound message): `GET /{media-id}` answers its URL. */
  addMedia(bytes: Buffer, mimeType: string): string;
  /** Template list requests seen (to check the pagination). */
  listRequests(): string[];
  close(): Promise<void>;
}

const graphError = (res: ServerResponse, status: number, code: number, message: string) =>
  res
    .writeHead(status, { "content-type": "application/json" })
    .end(JSON.stringify({ error: { message: `(#${code}) ${message}`, type: "OAuthException", code, fbtrace_id: "fake" } }));
const json = (res: ServerResponse, body: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));

const MiB = 1024 * 1024;
/** The Cloud API's media limits ("Supported media types"), by MIME type. */
const MEDIA_LIMITS: Record<string, number> = {
  "image/jpeg": 5 * MiB,
  "image/png": 5 * MiB,
  "image/webp": 500 * 1024,
  "audio/aac": 16 * MiB,
  "audio/amr": 16 * MiB,
  "audio/mpeg": 16 * MiB,
  "audio/mp4": 16 * MiB,
  "audio/ogg": 16 * MiB,
  "video/mp4": 16 * MiB,
  "video/3gpp": 16 * MiB,
  "application/pdf": 100 * MiB,
  "text/plain": 100 * MiB,
};
const MEDIA_KINDS = ["image", "audio", "video", "document", "sticker"];

const placeholderCount = (text: string | undefined) =>
  Math.max(0, ...[...(text ?? "").matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));

/**
 * A local WhatsApp Cloud API (Graph) that enforces what the real one does for the adapter's tests:
 * bearer token, the 24 h window (131047), unreachable numbers (131026), templates that must exist
 * (132001), be APPROVED (132015) and get one parameter per placeholder (132000), a paginated
 * template catalogue (`limit`, `after` cursors, `paging.next`), and throttling: more than the
 * number's throughput in any 1 s answers 130429, two sends to one recipient closer than the pair
 * gap 131056 (both checked against the sends it accepted); media uploads within WhatsApp's
 * limits (131053) sent by id, and media downloads (`GET /{media-id}` -> `{url}`, then the URL with the token).
 */
export interface FakeWhatsAppCloudOptions {
  accessToken?: string;
  pageSize?: number;
  /** Sends a number accepts in any 1 s (more: 130429). Default 80, the Cloud API's default. */
  throughputPerSecond?: number;
  /** Least time between two sends from a number to one recipient (closer: 131056). Default 0 (not enforced). */
  recipientGapMs?: number;
}

export async function startFakeWhatsAppCloud(options: FakeWhatsAppCloudOptions = {}): Promise<FakeWhatsAppCloud> {
  const accessToken = options.accessToken ?? "fake-whatsapp-token";
  const throughput = options.throughputPerSecond ?? 80;
  const recipientGapMs = options.recipientGapMs ?? 0;
  const catalogues = new Map<string, FakeGraphTemplate[]>();
  const windows = new Set<string>();
  const unreachable = new Set<string>();
  const sent: Array<{ phoneNumberId: string; body: Record<string, unknown>; at: number }> = [];
  const throttled: Array<{ phoneNumberId: string; to: string; code: number; at: number }> = [];
  let forcedThrottles: { count: number; retryAfterSeconds: number | undefined } = { count: 0, retryAfterSeconds: undefined };
  const listRequests: string[] = [];
  const media = new Map<string, { bytes: Buffer; mimeType: string }>();
  let nextId = 1;

  let uploadBytes = 0;
  async function readUpload(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      uploadBytes += (chunk as Buffer).length;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  /** `POST /{phone-number-id}/media`: multipart `messaging_product`, `type` and `file`, within the type's limit. */
  async function uploadMedia(req: IncomingMessage, res: ServerResponse) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(await readUpload(req)), {
        headers: { "content-type": req.headers["content-type"] ?? "" },
      }).formData();
    } catch {
      return graphError(res, 400, 100, "Invalid multipart body");
    }
    const file = form.get("file");
    const type = String(form.get("type") ?? "");
    if (form.get("messaging_product") !== "whatsapp") return graphError(res, 400, 100, "messaging_product must be whatsapp");
    if (!(file instanceof Blob)) return graphError(res, 400, 100, "file is required");
    const limit = MEDIA_LIMITS[type];
    if (limit === undefined) return graphError(res, 400, 131053, `Unsupported media type ${type}`);
    if (file.size > limit) return graphError(res, 400, 131053, `Media file size too big (max ${limit} bytes)`);
    const id = `media.FAKE${nextId++}`;
    media.set(id, { bytes: Buffer.from(await file.arrayBuffer()), mimeType: type });
    return json(res, { id });
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
    } catch {
      return {};
    }
  }

  /** The throttling a send gets (asked for, over the number's throughput, or too close to the recipient's last), or null. */
  function throttleOf(phoneNumberId: string, to: string, now: number): { code: number; retryAfterSeconds?: number } | null {
    if (forcedThrottles.count > 0) {
      forcedThrottles.count -= 1;
      const { retryAfterSeconds } = forcedThrottles;
      return { code: 130429, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) };
    }
    const fromNumber = sent.filter((s) => s.phoneNumberId === phoneNumberId);
    if (fromNumber.filter((s) => s.at > now - 1000).length >= throughput) return { code: 130429 };
    const last = fromNumber.findLast((s) => s.body.to === to);
    return recipientGapMs > 0 && last && now - last.at < recipientGapMs ? { code: 131056 } : null;
  }

  function sendMessage(res: ServerResponse, phoneNumberId: string, body: Record<string, unknown>) {
    const to = String(body.to ?? "");
    const now = Date.now();
    const throttle = throttleOf(phoneNumberId, to, now);
    if (throttle) {
      throttled.push({ phoneNumberId, to, code: throttle.code, at: now });
      if (throttle.retryAfterSeconds !== undefined) res.setHeader("retry-after", String(throttle.retryAfterSeconds));
      return graphError(res, 400, throttle.code, throttle.code === 130429 ? "Rate limit hit" : "Pair rate limit hit");
    }
    if (unreachable.has(to)) return graphError(res, 400, 131026, "Message Undeliverable.");
    const kind = MEDIA_KINDS.find((k) => body.type === k);
    const mediaId = kind ? (body[kind] as { id?: string } | undefined)?.id : undefined;
    if (mediaId !== undefined && !media.has(mediaId)) return graphError(res, 400, 131053, "Media upload error: unknown media id");
    if (body.type === "template") {
      const t = body.template as {
        name?: string;
        language?: { code?: string };
        components?: Array<{ type: string; parameters?: unknown[] }>;
      };
      const template = [...catalogues.values()].flat().find((x) => x.name === t.name && x.language === t.language?.code);
      if (!template) return graphError(res, 404, 132001, "Template name does not exist in the translation");
      if (template.status !== "APPROVED") return graphError(res, 400, 132015, "Template is paused");
      for (const part of ["HEADER", "BODY"]) {
        const expected = placeholderCount(template.components.find((c) => c.type === part)?.text);
        const given = t.components?.find((c) => c.type === part.toLowerCase())?.parameters?.length ?? 0;
        if (expected !== given) return graphError(res, 400, 132000, "Number of parameters does not match the expected number of params");
      }
    } else if (!windows.has(to)) {
      return graphError(res, 400, 131047, "Re-engagement message");
    }
    sent.push({ phoneNumberId, body, at: now });
    return json(res, { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.FAKE${nextId++}` }] });
  }

  function listTemplates(res: ServerResponse, waba: string, url: URL, base: string) {
    listRequests.push(url.pathname + url.search);
    const all = catalogues.get(waba) ?? [];
    const limit = Math.min(Number(url.searchParams.get("limit") ?? options.pageSize ?? 25) || 25, options.pageSize ?? 25);
    const start = Number(url.searchParams.get("after") ?? "0") || 0;
    const page = all.slice(start, start + limit);
    const after = start + page.length;
    const next = new URL(`${base}/${waba}/message_templates`);
    next.searchParams.set("limit", String(limit));
    next.searchParams.set("after", String(after));
    return json(res, {
      data: page,
      paging: {
        cursors: { before: String(start), after: String(after) },
        ...(after < all.length ? { next: next.toString() } : {}),
      },
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
      const [, version, node, edge] = url.pathname.split("/");
      if (req.headers.authorization !== `Bearer ${accessToken}`) return graphError(res, 401, 190, "Invalid OAuth access token");
      // A media URL (`GET /{media-id}` answers it), downloaded with the same bearer token, as WhatsApp's lookaside URLs are.
      if (version === "media-files" && node && req.method === "GET") {
        const file = media.get(decodeURIComponent(node));
        if (!file) return graphError(res, 404, 100, "Unknown media");
        return res.writeHead(200, { "content-type": file.mimeType, "content-length": String(file.bytes.length) }).end(file.bytes);
      }
      if (version !== "v21.0" || !node) return graphError(res, 404, 100, "Unknown path");
      if (edge === "media" && req.method === "POST") return uploadMedia(req, res);
      if (edge === undefined && req.method === "GET") {
        const file = media.get(node);
        if (!file) return graphError(res, 404, 100, "Unsupported get request. Object does not exist");
        return json(res, {
          messaging_product: "whatsapp",
          id: node,
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/media-files/${encodeURIComponent(node)}`,
          mime_type: file.mimeType,
          sha256: createHash("sha256").update(file.bytes).digest("hex"),
          file_size: file.bytes.length,
        });
      }
      if (edge === "messages" && req.method === "POST") return sendMessage(res, node, await readJson(req));
      if (edge === "message_templates" && req.method === "GET") return listTemplates(res, node, url, base);
      if (edge === "message_templates" && req.method === "POST") {
        const body = await readJson(req);
        const id = String(nextId++);
        const template = {
          id,
          name: String(body.name),
          language: String(body.language),
          category: String(body.category),
          status: "PENDING",
          components: (body.components ?? []) as FakeGraphTemplate["components"],
        };
        catalogues.set(node, [...(catalogues.get(node) ?? []), template]);
        return json(res, { id, status: "PENDING", category: template.category });
      }
      if (edge === "message_templates" && req.method === "DELETE") {
        const name = url.searchParams.get("name");
        const before = catalogues.get(node) ?? [];
        const after = before.filter((t) => t.name !== name);
        if (after.length === before.length) return graphError(res, 404, 100, "Template not found");
        catalogues.set(node, after);
        return json(res, { success: true });
      }
      return graphError(res, 404, 100, "Unknown path");
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    graphUrl: `http://127.0.0.1:${port}/v21.0`,
    accessToken,
    setTemplates: (waba, templates) => void catalogues.set(waba, [...templates]),
    templates: (waba) => catalogues.get(waba) ?? [],
    openWindow: (phone) => void windows.add(phone),
    unreachable: (phone) => void unreachable.add(phone),
    sent: () => sent,
    throttled: () => throttled,
    throttleNext: (count, retryAfterSeconds) => void (forcedThrottles = { count, retryAfterSeconds }),
    media: (id) => media.get(id),
    uploadBytesReceived: () => uploadBytes,
    addMedia: (bytes, mimeType) => {
      const id = `media.FAKE${nextId++}`;
      media.set(id, { bytes, mimeType });
      return id;
    },
    listRequests: () => listRequests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
