import { createServer } from "node:http";
import { sampleCallWav } from "../src/calls/sample-call";

/**
 * `pnpm sample-recording [port]`: serves a synthetic 10 s stereo call recording (seller left,
 * customer right, with a script the dev transcriber uses) at http://127.0.0.1:<port>/call.wav,
 * to post as a call's `recordingUrl` and watch the call pipeline run.
 */
const port = Number(process.argv[2] ?? process.env.PORT ?? 8099);
const wav = sampleCallWav();
createServer((req, res) => {
  if (req.url !== "/call.wav") return void res.writeHead(404).end("GET /call.wav\n");
  res.writeHead(200, { "content-type": "audio/wav", "content-length": String(wav.length) }).end(wav);
}).listen(port, "127.0.0.1", () => console.log(`Serving a stereo call recording at http://127.0.0.1:${port}/call.wav (Ctrl-C stops)`));
