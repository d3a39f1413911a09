import { connect } from "node:net";
import { deserialize, serialize } from "bson";
import type { Document } from "bson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caught, isEngine, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;

beforeAll(async () => {
  t = await startTarget("conformance_wire");
});
afterAll(async () => {
  await t.stop();
});

/** Sends one raw message and resolves with the first reply frame. */
function roundTrip(uri: string, msg: Buffer): Promise<Buffer> {
  const { hostname, port } = new URL(uri);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let buf = Buffer.alloc(0);
    socket.on("data", (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
        socket.destroy();
        resolve(buf.subarray(0, buf.readInt32LE(0)));
      }
    });
    socket.on("error", reject);
    socket.write(msg);
  });
}

function opQuery(ns: string, query: Document): Buffer {
  const q = Buffer.from(serialize(query));
  const nsBytes = Buffer.from(ns + "\0");
  const buf = Buffer.alloc(16 + 4 + nsBytes.length + 8 + q.length);
  buf.writeInt32LE(buf.length, 0);
  buf.writeInt32LE(7, 4);
  buf.writeInt32LE(0, 8);
  buf.writeInt32LE(2004, 12);
  nsBytes.copy(buf, 20);
  buf.writeInt32LE(0, 20 + nsBytes.length);
  buf.writeInt32LE(-1, 24 + nsBytes.length);
  q.copy(buf, 28 + nsBytes.length);
  return buf;
}

function opMsg(body: Document, sequences: Array<[string, Document[]]> = []): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [id, docs] of sequences) {
    const payload = Buffer.concat([Buffer.from(id + "\0"), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const content = Buffer.concat(parts);
  const head = Buffer.alloc(20);
  head.writeInt32LE(20 + content.length, 0);
  head.writeInt32LE(9, 4);
  head.writeInt32LE(0, 8);
  head.writeInt32LE(2013, 12);
  head.writeUInt32LE(0, 16);
  return Buffer.concat([head, content]);
}

describe("wire protocol", () => {
  it("frames messages split across TCP writes and several messages in one write", async () => {
    const { hostname, port } = new URL(t.uri);
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    const replies: Document[] = [];
    const done = new Promise<void>((resolve, reject) => {
      let buf = Buffer.alloc(0);
      socket.on("data", (d) => {
        buf = Buffer.concat([buf, d]);
        while (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
          const len = buf.readInt32LE(0);
          replies.push(deserialize(buf.subarray(21, len)));
          buf = buf.subarray(len);
        }
        if (replies.length === 3) resolve();
      });
      socket.on("error", reject);
    });
    const big = opMsg({ find: "nothing", filter: { pad: "p".repeat(200_000) }, $db: "conformance_wire" });
    const pieces = [big.subarray(0, 2), big.subarray(2, 3), big.subarray(3, 70_000), big.subarray(70_000)];
    for (const piece of pieces) {
      socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    socket.write(Buffer.concat([opMsg({ ping: 1, $db: "admin" }), opMsg({ buildInfo: 1, $db: "admin" })]));
    await done;
    socket.destroy();
    expect(replies.map((r) => r.ok)).toEqual([1, 1, 1]);
    expect(replies[2]?.version).toEqual(expect.any(String));
  });

  it("answers an OP_QUERY ismaster handshake with OP_REPLY", async () => {
    const reply = await roundTrip(t.uri, opQuery("admin.$cmd", { ismaster: 1, helloOk: true }));
    expect(reply.readInt32LE(8)).toBe(7); // responseTo
    expect(reply.readInt32LE(12)).toBe(1); // OP_REPLY
    expect(reply.readInt32LE(32)).toBe(1); // numberReturned
    const doc = deserialize(reply.subarray(36));
    expect(doc.ok).toBe(1);
    expect(doc.ismaster).toBe(true);
    expect(doc.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(doc.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
  });

  it("merges kind-1 document sequences into the command body", async () => {
    const reply = await roundTrip(t.uri, opMsg({ insert: "seq", $db: "conformance_wire" }, [["documents", [{ _id: 1 }, { _id: 2 }]]]));
    expect(reply.readInt32LE(12)).toBe(2013);
    const doc = deserialize(reply.subarray(21));
    expect(doc).toMatchObject({ n: 2, ok: 1 });
    expect(await t.db.collection("seq").countDocuments()).toBe(2);
  });

  it("hello advertises a single-node replica set", async () => {
    const hello = await t.client.db("admin").command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(typeof hello.setName).toBe("string");
    expect(hello.hosts).toHaveLength(1);
    expect(hello.primary).toBe(hello.me);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
  });

  it("unknown commands answer CommandNotFound (59)", async () => {
    const err = await caught(() => t.db.command({ noSuchCommandAtAll: 1 }));
    expect(err.code).toBe(59);
    expect(err.codeName).toBe("CommandNotFound");
  });

  it("answers the trivia drivers and tools ask for", async () => {
    const admin = t.client.db("admin");
    expect((await admin.command({ ping: 1 })).ok).toBe(1);
    expect((await admin.command({ buildInfo: 1 })).version).toMatch(/^\d+\.\d+/);
    expect((await admin.command({ serverStatus: 1 })).ok).toBe(1);
    const inserts = async () => Number((await admin.command({ serverStatus: 1 })).metrics?.commands?.insert?.total ?? 0);
    const insertsBefore = await inserts();
    await t.db.collection("x").insertOne({ a: 1 });
    // metrics.commands counts every command received, as MongoDB's serverStatus does.
    expect((await inserts()) - insertsBefore).toBe(1);
    const dbs = await admin.command({ listDatabases: 1, nameOnly: true });
    expect(dbs.databases.map((d: Document) => d.name)).toContain("conformance_wire");
    const colls = await t.db.listCollections({}, { nameOnly: true }).toArray();
    expect(colls.map((c) => c.name).sort()).toEqual(["seq", "x"]);
    const created = await caught(() => t.db.createCollection("x"));
    expect(created.code).toBe(48);
    // MongoDB 7 answers ok when dropping a missing collection.
    expect(
      await t.db
        .collection("never")
        .drop()
        .catch(() => "threw"),
    ).toBe(true);
  });
});

describe.runIf(isEngine)("engine-specific", () => {
  it("returns cursor ids as Longs that survive promotion", async () => {
    await t.db.collection("many").insertMany(Array.from({ length: 5 }, (_, i) => ({ i })));
    const res = await t.db.command({ find: "many", batchSize: 1 });
    expect(typeof res.cursor.id).not.toBe("number");
  });
});
