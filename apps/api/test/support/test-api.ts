import { afterAll, beforeAll } from "vitest";
import { openDomain, type Domain, type OpenDomainOptions } from "@crm/domain";
import {
  checkUrlTarget,
  createGridFsRecordingStore,
  createGridFsImportFileStore,
  createGridFsMediaStore,
  type SafeUrlPolicy,
} from "@crm/providers";
import { testMongo, testRedis, type TestMongo, type TestRedis } from "@crm/testing";
import { pino } from "pino";
import { createApp } from "../../src/app";
import { queueBoard } from "../../src/http/queue-board";
import { listenOnFreePort } from "../listen";
import { assertMatchesContract } from "./openapi-contract";

/** What POST /admin/v1/projects answers: the project and its first key (read + write). */
export interface CreatedProject {
  project: { id: string; name: string; createdAt: string; updatedAt: string };
  apiKey: { id: string; key: string; name: string; scopes: string[]; projectId: string; userId: string; createdAt: string };
}

export interface RequestOptions {
  /** Sent as `x-api-key`. */
  key?: string;
  /** JSON-encoded, with `Content-Type: application/json`. */
  body?: unknown;
  /** Sent byte for byte (malformed JSON, oversized bodies); Content-Type defaults to application/json. */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface TestResponse<T> {
  status: number;
  headers: Headers;
  /** Parsed JSON, the text when not JSON, undefined when empty. */
  body: T;
  text: string;
}

export interface TestApi {
  baseUrl: string;
  /** The BullMQ prefix of this file's queues (what /admin/queues shows). */
  queuePrefix: string;
  adminToken: string;
  domain: Domain;
  /** This file's database, for suites that inspect stored documents directly (the races suite's integrity check). */
  database: { uri: string; dbName: string };
  /** Creates a project through the admin API (real HTTP); throws unless 201. */
  createProject(name?: string): Promise<CreatedProject>;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export interface StartTestApiOptions {
  /** Names the per-file database and Redis prefix (helps when reading leftovers). */
  name?: string;
  /** Default: a random 32+ character token; null starts the host without one (admin surface closed). */
  adminToken?: string | null;
  /** Domain options for this file's app, e.g. a tiny `rateLimit`; the limiter's keys go under the file's Redis prefix. */
  domain?: Pick<OpenDomainOptions, "rateLimit" | "channelWebhooks" | "liveSubscriptions" | "templateCatalogs"> & {
    safeUrls?: SafeUrlPolicy;
  };
  /** Answers WhatsApp Cloud's webhook subscription challenge. */
  whatsAppVerifyToken?: string;
  /** GraphiQL at /graphql; default as the host decides (on outside production). */
  graphiql?: boolean;
}

let projects = 0;

/**
 * The real stack for one test file: its own database (embedded engine, or MONGODB_URI), Redis
 * under its own prefix, the domain, the host's createApp, listening on 127.0.0.1:0 and driven
 * with fetch. Call `close()` in afterAll.
 */
export async function startTestApi(options: StartTestApiOptions = {}): Promise<TestApi> {
  const name = options.name ?? "api";
  const adminToken = options.adminToken === undefined ? `admin-${crypto.randomUUID()}` : options.adminToken;
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const mongo: TestMongo = await testMongo(name);
    cleanups.push(() => mongo.drop());
    const redis: TestRedis = await testRedis(name);
    cleanups.push(() => redis.cleanup());
    const domain = await openDomain({
      mongoUri: mongo.uri,
      dbName: mongo.dbName,
      recordingStore: createGridFsRecordingStore,
      importFileStore: createGridFsImportFileStore,
      mediaStore: createGridFsMediaStore,
      redis: redis.connection(),
      rateLimit: { keyPrefix: redis.prefix, ...options.domain?.rateLimit },
      ...(options.domain?.safeUrls ? { urlCheck: urlCheckFor(options.domain.safeUrls) } : {}),
      ...(options.domain?.channelWebhooks ? { channelWebhooks: options.domain.channelWebhooks } : {}),
      ...(options.domain?.liveSubscriptions ? { liveSubscriptions: options.domain.liveSubscriptions } : {}),
      ...(options.domain?.templateCatalogs ? { templateCatalogs: options.domain.templateCatalogs } : {}),
    });
    cleanups.push(() => domain.close());
    const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
    const board = queueBoard({ connection: redis.connection(), prefix: redis.prefix, adminToken: adminToken ?? undefined });
    cleanups.push(() => board.close());
    const app = createApp({
      domain,
      redis: redis.connection(),
      logger,
      queueBoard: board,
      ...(adminToken ? { adminToken } : {}),
      ...(options.whatsAppVerifyToken ? { whatsAppVerifyToken: options.whatsAppVerifyToken } : {}),
      ...(options.graphiql !== undefined ? { graphiql: options.graphiql } : {}),
    });
    const server = await listenOnFreePort(app);
    cleanups.push(() => server.close());
    const baseUrl = server.url;

    async function request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
      const headers: Record<string, string> = {};
      let body: string | Uint8Array<ArrayBuffer> | undefined;
      if (opts.rawBody !== undefined) {
        headers["content-type"] = "application/json";
        // A copy typed over a plain ArrayBuffer, as fetch's BodyInit wants it.
        body = typeof opts.rawBody === "string" ? opts.rawBody : new Uint8Array(opts.rawBody);
      } else if (opts.body !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(opts.body);
      }
      if (opts.key !== undefined) headers["x-api-key"] = opts.key;
      Object.assign(headers, opts.headers);
      const res = await fetch(baseUrl + path, { method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await res.text();
      // Every response of the suite must be one the OpenAPI document describes (fails the test otherwise).
      assertMatchesContract({ method, url: path, status: res.status, headers: res.headers, text });
      let parsed: unknown = undefined;
      if (text !== "") {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status: res.status, headers: res.headers, body: parsed as T, text };
    }

    return {
      baseUrl,
      queuePrefix: redis.prefix,
      adminToken: adminToken ?? "",
      domain,
      database: { uri: mongo.uri, dbName: mongo.dbName },
      request,
      async createProject(projectName = `Project ${++projects}`) {
        const res = await request<CreatedProject>("POST", "/admin/v1/projects", {
          body: { name: projectName },
          headers: { "x-admin-token": adminToken ?? "" },
        });
        if (res.status !== 201) throw new Error(`createProject: ${res.status} ${res.text}`);
        return res.body;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Sends requests with one API key: `call(method, path, body?)`, the body JSON-encoded when given. */
export type KeyedCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<TestResponse<T>>;

export function callAs(api: TestApi, key: string): KeyedCall {
  return <T = unknown>(method: string, path: string, body?: unknown) =>
    api.request<T>(method, path, { key, ...(body !== undefined ? { body } : {}) });
}

/**
 * The suite's API: started in a `beforeAll` registered here and closed in an `afterAll`. Call it
 * first in a `describe`, so that the suite's own `beforeAll` hooks run after it; the handle
 * forwards to the running API and throws when used before it started.
 */
export function useTestApi(options: StartTestApiOptions = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(options);
  });
  afterAll(() => started?.close());
  const running = (): TestApi => {
    if (!started) throw new Error("useTestApi: the API is not started yet (use it in hooks and tests)");
    return started;
  };
  return {
    get baseUrl() {
      return running().baseUrl;
    },
    get adminToken() {
      return running().adminToken;
    },
    get queuePrefix() {
      return running().queuePrefix;
    },
    get domain() {
      return running().domain;
    },
    get database() {
      return running().database;
    },
    createProject: (name) => running().createProject(name),
    request: <T = unknown>(method: string, path: string, opts?: RequestOptions) => running().request<T>(method, path, opts),
    close: () => running().close(),
  };
}

/** The host's SSRF rule under a policy, as the API server injects it. */
const urlCheckFor = (policy: SafeUrlPolicy) => (url: string) => checkUrlTarget(url, policy);
