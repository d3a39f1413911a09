/**
 * The webhook benchmark's receiver, in its own process as an integrator's server would be on its
 * own machine: answers 200 at once (never, under the path given as its argument) and reports to
 * the benchmark over IPC when each (event, endpoint) first arrived, once per event-loop turn.
 * Times are epoch ms with sub-ms precision (performance.timeOrigin + now), as the benchmark's
 * process stamps its commits.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const deadPath = process.argv[2] ?? "/dead";
/** What the receiver tells the benchmark. */
export type ReceiverMessage = { type: "listening"; port: number } | { type: "arrivals"; arrivals: Array<[key: string, at: number]> };

const send = (message: ReceiverMessage) => process.send!(message);
const seen = new Set<string>();
let pending: Array<[string, number]> = [];

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    if (req.url?.startsWith(deadPath)) return;
    const key = `${req.headers["x-webhook-id"]} ${req.url}`;
    if (!seen.has(key)) {
      seen.add(key);
      if (pending.length === 0)
        setImmediate(() => {
          send({ type: "arrivals", arrivals: pending });
          pending = [];
        });
      pending.push([key, performance.timeOrigin + performance.now()]);
    }
    res.writeHead(200).end();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => send({ type: "listening", port: (server.address() as AddressInfo).port }));
process.on("disconnect", () => process.exit(0));
