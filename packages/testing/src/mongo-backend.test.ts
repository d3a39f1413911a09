import { chmod, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseMongoBackend } from "./mongo-backend";

describe("chooseMongoBackend", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "crm-mongoms-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("takes the backend TEST_MONGO forces", async () => {
    expect(await chooseMongoBackend({ TEST_MONGO: "embedded", MONGODB_URI: "mongodb://db:27017" })).toEqual({
      backend: "embedded",
      reason: "TEST_MONGO",
    });
    expect(await chooseMongoBackend({ TEST_MONGO: "memory-server" })).toEqual({ backend: "memory-server", reason: "TEST_MONGO" });
    expect(await chooseMongoBackend({ TEST_MONGO: "uri", MONGODB_URI: "mongodb://db:27017" })).toEqual({
      backend: "uri",
      reason: "TEST_MONGO",
    });
  });

  it("refuses an unknown TEST_MONGO and TEST_MONGO=uri without MONGODB_URI", async () => {
    await expect(chooseMongoBackend({ TEST_MONGO: "atlas" })).rejects.toThrow(/memory-server, embedded, uri; got "atlas"/);
    await expect(chooseMongoBackend({ TEST_MONGO: "uri" })).rejects.toThrow("TEST_MONGO=uri needs MONGODB_URI");
  });

  it("uses a set MONGODB_URI", async () => {
    expect(await chooseMongoBackend({ MONGODB_URI: "mongodb://db:27017" })).toEqual({ backend: "uri", reason: "MONGODB_URI is set" });
  });

  it("uses mongodb-memory-server with the mongod of MONGOMS_SYSTEM_BINARY, and fails loudly when it is missing", async () => {
    const mongod = join(dir, "mongod");
    await writeFile(mongod, "#!/bin/sh\n");
    await chmod(mongod, 0o755);
    expect(await chooseMongoBackend({ MONGOMS_SYSTEM_BINARY: mongod })).toEqual({
      backend: "memory-server",
      reason: `mongod at ${mongod}`,
    });
    await expect(chooseMongoBackend({ MONGOMS_SYSTEM_BINARY: join(dir, "absent") })).rejects.toThrow(/absent/);
  });

  it("never downloads a binary unless forced", async () => {
    const downloads = join(dir, "downloads");
    const choice = await chooseMongoBackend({ MONGOMS_DOWNLOAD_DIR: downloads });
    // Without a cached mongod (as on machines that cannot download one) the embedded engine runs.
    expect(["memory-server", "embedded"]).toContain(choice.backend);
    await expect(readdir(downloads)).rejects.toThrow(/ENOENT/);
  });
});
