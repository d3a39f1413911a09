import { createHash } from "node:crypto";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, graphqlData } from "../support/graphql";
import { expectErrorBody } from "../support/http-shapes";
import { trpcClient, trpcFailure } from "../support/trpc";
import { mediaFiles, mediaForm } from "../support/media-files";
import { callAs, useTestApi, type KeyedCall } from "../support/test-api";

interface Media {
  id: string;
  kind: string;
  mimeType: string;
  status: string;
  size: number;
  sha256: string;
  filename?: string;
  createdAt: string;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("/v1/media (real HTTP, GridFS)", () => {
  const api = useTestApi({ name: "media" });
  let key: string;
  let otherKey: string;
  let call: KeyedCall;
  let mongo: MongoClient;

  const upload = async (files: Parameters<typeof mediaForm>, as = key) =>
    api.request<Media>("POST", "/v1/media", { key: as, ...(await mediaForm(...files)) });
  const download = (id: string, headers: Record<string, string> = {}, as = key) =>
    fetch(`${api.baseUrl}/v1/media/${id}`, { headers: { "x-api-key": as, ...headers } });
  const storedFiles = async () => {
    const db = mongo.db(api.database.dbName);
    return { files: await db.collection("media.files").countDocuments(), chunks: await db.collection("media.chunks").countDocuments() };
  };

  beforeAll(async () => {
    key = (await api.createProject("Media")).apiKey.key;
    otherKey = (await api.createProject("Media, other")).apiKey.key;
    call = callAs(api, key);
    mongo = await MongoClient.connect(api.database.uri);
  });
  afterAll(() => mongo?.close());

  const kinds: Array<{ name: string; bytes: Buffer; kind: string; mimeType: string }> = [
    { name: "photo.png", bytes: mediaFiles.png(), kind: "IMAGE", mimeType: "image/png" },
    { name: "photo.jpg", bytes: mediaFiles.jpeg(), kind: "IMAGE", mimeType: "image/jpeg" },
    { name: "sticker.webp", bytes: mediaFiles.webp(), kind: "STICKER", mimeType: "image/webp" },
    { name: "voice.mp3", bytes: mediaFiles.mp3(), kind: "AUDIO", mimeType: "audio/mpeg" },
    { name: "voice.ogg", bytes: mediaFiles.ogg(), kind: "AUDIO", mimeType: "audio/ogg" },
    { name: "clip.mp4", bytes: mediaFiles.mp4(), kind: "VIDEO", mimeType: "video/mp4" },
    { name: "clip.3gp", bytes: mediaFiles.threeGp(), kind: "VIDEO", mimeType: "video/3gpp" },
    { name: "quote.pdf", bytes: mediaFiles.pdf(), kind: "DOCUMENT", mimeType: "application/pdf" },
    { name: "notes.txt", bytes: Buffer.from("Plain text notes, ünïcödé.\n"), kind: "DOCUMENT", mimeType: "text/plain" },
  ];
  it.each(kinds)("stores $name as $kind $mimeType, typed by its bytes, with size and SHA-256", async ({ name, bytes, kind, mimeType }) => {
    const res = await upload([{ content: bytes, name }]);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ kind, mimeType, status: "STORED", size: bytes.length, sha256: sha256(bytes), filename: name });
    const got = await download(res.body.id);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe(mimeType);
    expect(got.headers.get("etag")).toBe(`"${sha256(bytes)}"`);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await call<Media>("GET", `/v1/media/${res.body.id}/info`)).body).toEqual(res.body);
  });

  it("a file over its kind's limit is a 413 and nothing is stored (an image over 5 MiB; a 17 MiB audio)", async () => {
    const before = await storedFiles();
    const image = await upload([{ content: mediaFiles.png(5 * 1024 * 1024 + 1), name: "big.png" }]);
    expectErrorBody(image.body, 413, "PAYLOAD_TOO_LARGE");
    const audio = await upload([{ content: mediaFiles.mp3(17 * 1024 * 1024), name: "long.mp3" }]);
    expectErrorBody(audio.body, 413, "PAYLOAD_TOO_LARGE");
    const sticker = await upload([{ content: mediaFiles.webp(500 * 1024 + 1), name: "big.webp" }]);
    expectErrorBody(sticker.body, 413, "PAYLOAD_TOO_LARGE");
    expect(await storedFiles()).toEqual(before);
    // At the limit exactly is fine.
    expect((await upload([{ content: mediaFiles.png(5 * 1024 * 1024), name: "max.png" }])).status).toBe(201);
  });

  it("refuses a PNG named .jpg, or sent as image/jpeg: the bytes decide, and a name that disagrees is a 400", async () => {
    const before = await storedFiles();
    const named = await upload([{ content: mediaFiles.png(), name: "photo.jpg" }]);
    expect(expectErrorBody(named.body, 400, "VALIDATION_ERROR").errors).toEqual([
      expect.objectContaining({ field: "file", code: "type_mismatch" }),
    ]);
    const typed = await upload([{ content: mediaFiles.png(), name: "photo", type: "image/jpeg" }]);
    expect(expectErrorBody(typed.body, 400, "VALIDATION_ERROR").errors?.[0]?.code).toBe("type_mismatch");
    expect(await storedFiles()).toEqual(before);
    // No name or type at all: the bytes alone.
    expect((await upload([{ content: mediaFiles.png(), name: "blob" }])).body.mimeType).toBe("image/png");
  });

  it("400 for bytes of no supported type, an empty file, a form without `file`; 415 for a body that is not multipart", async () => {
    const unknown = await upload([{ content: mediaFiles.unknown(), name: "data.bin" }]);
    expect(expectErrorBody(unknown.body, 400, "VALIDATION_ERROR").errors?.[0]?.code).toBe("unsupported_type");
    const gif = await upload([{ content: Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"), name: "anim.gif", type: "image/gif" }]);
    expect(expectErrorBody(gif.body, 400, "VALIDATION_ERROR").errors?.[0]?.code).toBe("unsupported_type");
    const empty = await upload([{ content: Buffer.alloc(0), name: "empty.png" }]);
    expect(expectErrorBody(empty.body, 400, "VALIDATION_ERROR").errors?.[0]?.code).toBe("empty");
    const missing = await upload([{ content: mediaFiles.png(), name: "photo.png", field: "attachment" }]);
    expect(expectErrorBody(missing.body, 400, "VALIDATION_ERROR").errors?.[0]?.field).toBe("file");
    const json = await api.request("POST", "/v1/media", { key, body: { file: "aGVsbG8=" } });
    expectErrorBody(json.body, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("an upload the client aborts midway leaves nothing stored", async () => {
    const before = await storedFiles();
    const boundary = "media-abort-boundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const abort = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // About 3 MiB (several GridFS chunks written), then the client goes away.
        if (sent > 3 * 1024 * 1024) return abort.abort();
        controller.enqueue(
          new Uint8Array(sent === 0 ? Buffer.concat([Buffer.from(head), mediaFiles.pdf(256 * 1024)]) : Buffer.alloc(256 * 1024, 1)),
        );
        sent += 256 * 1024;
      },
    });
    await expect(
      fetch(`${api.baseUrl}/v1/media`, {
        method: "POST",
        headers: { "x-api-key": key, "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: "half",
        signal: abort.signal,
      } as RequestInit),
    ).rejects.toThrow();
    await expect.poll(storedFiles, { timeout: 20_000, interval: 100 }).toEqual(before);
  });

  it("stores only the first of two `file` parts", async () => {
    const first = mediaFiles.png();
    const res = await upload([
      { content: first, name: "first.png" },
      { content: mediaFiles.pdf(), name: "second.pdf" },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mimeType: "image/png", size: first.length, filename: "first.png" });
  });

  it("429 RATE_LIMITED with Retry-After past 4 uploads of one key at once; the held uploads then finish", async () => {
    const limited = (await api.createProject("Media, concurrent")).apiKey.key;
    const boundary = "media-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const finishers: Array<() => void> = [];
    const held = Array.from({ length: 4 }, () => {
      let finish!: () => void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(Buffer.concat([head, mediaFiles.png(1024)])));
          finish = () => {
            controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
            controller.close();
          };
        },
      });
      finishers.push(() => finish());
      return fetch(`${api.baseUrl}/v1/media`, {
        method: "POST",
        headers: { "x-api-key": limited, "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: "half",
      } as RequestInit);
    });
    await expect
      .poll(async () => (await upload([{ content: mediaFiles.png(), name: "fifth.png" }], limited)).status, { timeout: 20_000 })
      .toBe(429);
    const refused = await upload([{ content: mediaFiles.png(), name: "fifth.png" }], limited);
    expectErrorBody(refused.body, 429, "RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const finish of finishers) finish();
    expect((await Promise.all(held)).map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect((await upload([{ content: mediaFiles.png(), name: "after.png" }], limited)).status).toBe(201);
  });

  describe("GET /v1/media/{id} with Range", () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    const file = Buffer.concat([mediaFiles.pdf(64), bytes]);
    let id: string;
    beforeAll(async () => {
      id = (await upload([{ content: file, name: "range.pdf" }])).body.id;
    });

    it("206 with Content-Range for a range, a suffix range and an open range; the bytes match", async () => {
      const mid = await download(id, { range: "bytes=1000-261999" });
      expect(mid.status).toBe(206);
      expect(mid.headers.get("content-range")).toBe(`bytes 1000-261999/${file.length}`);
      expect(mid.headers.get("content-length")).toBe("261000");
      expect(mid.headers.get("accept-ranges")).toBe("bytes");
      expect(Buffer.from(await mid.arrayBuffer()).equals(file.subarray(1000, 262000))).toBe(true);
      const tail = await download(id, { range: "bytes=-10" });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(file.subarray(file.length - 10))).toBe(true);
      const open = await download(id, { range: `bytes=${file.length - 5}-` });
      expect(open.headers.get("content-range")).toBe(`bytes ${file.length - 5}-${file.length - 1}/${file.length}`);
      expect(Buffer.from(await open.arrayBuffer()).equals(file.subarray(file.length - 5))).toBe(true);
    });

    it("416 with the error body and Content-Range for a range past the end", async () => {
      const res = await download(id, { range: `bytes=${file.length + 10}-` });
      expect(res.status).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${file.length}`);
      expectErrorBody(await res.json(), 416, "RANGE_NOT_SATISFIABLE");
    });

    it("404 for another project's media id, on the download and the record", async () => {
      const res = await download(id, {}, otherKey);
      expect(res.status).toBe(404);
      expectErrorBody(await res.json(), 404, "NOT_FOUND");
      expect((await api.request("GET", `/v1/media/${id}/info`, { key: otherKey })).status).toBe(404);
    });

    it("GraphQL `media(id)` and tRPC `media.get` read the same record; another project's id is NOT_FOUND", async () => {
      const rest = (await call<Media>("GET", `/v1/media/${id}/info`)).body;
      const query = "query ($id: ID!) { media(id: $id) { id kind mimeType status size sha256 } }";
      expect((await graphqlData<{ media: Partial<Media> }>(api, key, query, { id })).media).toEqual({
        id,
        kind: rest.kind,
        mimeType: rest.mimeType,
        status: rest.status,
        size: rest.size,
        sha256: rest.sha256,
      });
      expect((await graphql(api, otherKey, query, { id })).body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
      expect(await trpcClient(api, key).media.get.query({ id })).toEqual(rest);
      expect(await trpcFailure(trpcClient(api, otherKey).media.get.query({ id }))).toMatchObject({
        code: "NOT_FOUND",
        errorCode: "NOT_FOUND",
      });
    });
  });

  describe("media messages (content.mediaId)", () => {
    let chatId: string;
    let channel: { id: string; webhookSecret: string };
    let imageId: string;
    beforeAll(async () => {
      channel = (
        await call<{ id: string; webhookSecret: string }>("POST", "/v1/channels", {
          type: "WHATSAPP",
          name: "Line",
          phone: "5511933330000",
        })
      ).body;
      chatId = (await call<{ id: string }>("POST", "/v1/chats", { channelId: channel.id, phone: "5511933330001" })).body.id;
      imageId = (await upload([{ content: mediaFiles.png(), name: "photo.png" }])).body.id;
    });
    const send = (content: Record<string, unknown>, type = "IMAGE", as = call) =>
      as("POST", `/v1/chats/${chatId}/messages`, { type, content });

    it("queues an IMAGE naming a media of the project, with its caption", async () => {
      const res = await send({ mediaId: imageId, caption: "The photo" });
      expect(res.status, res.text).toBe(201);
      const listed = await call<{ data: Array<{ id: string; content: unknown }> }>("GET", `/v1/chats/${chatId}/messages`);
      expect(listed.body.data.find((m) => m.id === (res.body as { id: string }).id)?.content).toEqual({
        mediaId: imageId,
        caption: "The photo",
      });
    });

    it("400 naming content.mediaId for media of another kind; 400 for both url and mediaId, or neither", async () => {
      const audio = await send({ mediaId: imageId }, "AUDIO");
      expect(expectErrorBody(audio.body, 400, "VALIDATION_ERROR").errors).toEqual([
        expect.objectContaining({ field: "content.mediaId", code: "media_kind_mismatch" }),
      ]);
      expectErrorBody((await send({ mediaId: imageId, url: "https://example.com/a.png" })).body, 400, "VALIDATION_ERROR");
      expectErrorBody((await send({ caption: "nothing" })).body, 400, "VALIDATION_ERROR");
    });

    it("404 for another project's media id, nothing queued", async () => {
      const foreign = (await upload([{ content: mediaFiles.png(), name: "theirs.png" }], otherKey)).body.id;
      const before = (await call<{ data: unknown[] }>("GET", `/v1/chats/${chatId}/messages`)).body.data.length;
      expectErrorBody((await send({ mediaId: foreign })).body, 404, "NOT_FOUND");
      expect((await call<{ data: unknown[] }>("GET", `/v1/chats/${chatId}/messages`)).body.data.length).toBe(before);
    });

    it("DELETE /v1/media/{id}: 409 MEDIA_IN_USE while a message names it; an upload no message names: 204, then 404 everywhere", async () => {
      expectErrorBody((await call("DELETE", `/v1/media/${imageId}`)).body, 409, "MEDIA_IN_USE");
      expect((await call("GET", `/v1/media/${imageId}/info`)).status).toBe(200);
      const spare = (await upload([{ content: mediaFiles.pdf(), name: "spare.pdf" }])).body.id;
      expectErrorBody((await api.request("DELETE", `/v1/media/${spare}`, { key: otherKey })).body, 404, "NOT_FOUND");
      expect((await call("DELETE", `/v1/media/${spare}`)).status).toBe(204);
      expectErrorBody((await call("GET", `/v1/media/${spare}/info`)).body, 404, "NOT_FOUND");
      expect((await download(spare)).status).toBe(404);
      expectErrorBody((await call("DELETE", `/v1/media/${spare}`)).body, 404, "NOT_FOUND");
      expectErrorBody((await send({ mediaId: spare }, "DOCUMENT")).body, 404, "NOT_FOUND");
    });

    it("GraphQL `deleteMedia` and tRPC `media.remove` delete as REST does: MEDIA_IN_USE while named, NOT_FOUND for another project's, then gone", async () => {
      const mutation = "mutation ($id: ID!) { deleteMedia(id: $id) }";
      expect((await graphql(api, key, mutation, { id: imageId })).body.errors?.[0]?.extensions).toMatchObject({ code: "MEDIA_IN_USE" });
      expect(await trpcFailure(trpcClient(api, key).media.remove.mutate({ id: imageId }))).toMatchObject({ errorCode: "MEDIA_IN_USE" });

      const first = (await upload([{ content: mediaFiles.pdf(), name: "a.pdf" }])).body.id;
      const second = (await upload([{ content: mediaFiles.pdf(), name: "b.pdf" }])).body.id;
      expect((await graphql(api, otherKey, mutation, { id: first })).body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
      expect(await trpcFailure(trpcClient(api, otherKey).media.remove.mutate({ id: second }))).toMatchObject({ errorCode: "NOT_FOUND" });
      expect(await graphqlData<{ deleteMedia: string }>(api, key, mutation, { id: first })).toEqual({ deleteMedia: first });
      expect(await trpcClient(api, key).media.remove.mutate({ id: second })).toEqual({ id: second });
      for (const gone of [first, second]) expectErrorBody((await call("GET", `/v1/media/${gone}/info`)).body, 404, "NOT_FOUND");
    });

    it("a send naming media and the media's delete, racing: exactly one wins (never a message naming deleted media)", async () => {
      for (let round = 0; round < 6; round++) {
        const raced = (await upload([{ content: mediaFiles.png(), name: `race-${round}.png` }])).body.id;
        const [sent, deleted] = await Promise.all([send({ mediaId: raced }), call("DELETE", `/v1/media/${raced}`)]);
        if (sent.status === 201) {
          expectErrorBody(deleted.body, 409, "MEDIA_IN_USE");
          expect((await call("GET", `/v1/media/${raced}/info`)).status).toBe(200);
        } else {
          expectErrorBody(sent.body, 404, "NOT_FOUND");
          expect(deleted.status).toBe(204);
        }
      }
    });

    it("deleting a contact deletes its chats' media, except media another chat's message still names", async () => {
      const shared = (await upload([{ content: mediaFiles.png(), name: "shared.png" }])).body.id;
      const own = (await upload([{ content: mediaFiles.mp3(), name: "own.mp3" }])).body.id;
      const contactIdOf = async (id: string) => (await call<{ contactId: string }>("GET", `/v1/chats/${id}`)).body.contactId;
      const leaving = (await call<{ id: string }>("POST", "/v1/chats", { channelId: channel.id, phone: "5511933330009" })).body.id;
      const to = (id: string, type: string, content: Record<string, unknown>) =>
        call("POST", `/v1/chats/${id}/messages`, { type, content });
      expect((await to(leaving, "IMAGE", { mediaId: shared })).status).toBe(201);
      expect((await to(leaving, "AUDIO", { mediaId: own })).status).toBe(201);
      expect((await to(chatId, "IMAGE", { mediaId: shared })).status).toBe(201);
      expect((await call("DELETE", `/v1/contacts/${await contactIdOf(leaving)}`)).status).toBe(204);
      expectErrorBody((await call("GET", `/v1/media/${own}/info`)).body, 404, "NOT_FOUND");
      expect((await download(own)).status).toBe(404);
      expect((await call<Media>("GET", `/v1/media/${shared}/info`)).body.status).toBe("STORED");
      expect((await download(shared)).status).toBe(200);
    });

    it("the DEV channel's webhook simulates inbound media naming an uploaded file; another project's is a 400 naming content.mediaId", async () => {
      const webhook = (content: Record<string, unknown>, messageId: string) =>
        api.request("POST", `/webhooks/channels/${channel.id}`, {
          body: { event: "message", messageId, from: "5511933330002", type: "IMAGE", content },
          headers: { "x-channel-secret": channel.webhookSecret },
        });
      expect((await webhook({ mediaId: imageId, caption: "From the contact" }, "dev-media-1")).status).toBe(200);
      const foreign = (await upload([{ content: mediaFiles.png(), name: "theirs.png" }], otherKey)).body.id;
      expect(expectErrorBody((await webhook({ mediaId: foreign }, "dev-media-2")).body, 400, "VALIDATION_ERROR").errors?.[0]?.field).toBe(
        "content.mediaId",
      );
    });
  });
});
