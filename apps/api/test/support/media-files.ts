/** Small files of each media type, recognisable by their first bytes (what the upload sniffs), padded to `size`. */
const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x2a)]);
const ascii = (text: string) => Buffer.from(text, "latin1");

export const mediaFiles = {
  png: (size = 2048) => pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), size),
  jpeg: (size = 2048) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), size),
  webp: (size = 2048) => pad(Buffer.concat([ascii("RIFF"), Buffer.from([0, 0, 0, 0]), ascii("WEBPVP8 ")]), size),
  mp3: (size = 4096) => pad(ascii("ID3\x04\x00\x00\x00\x00\x00\x00"), size),
  ogg: (size = 4096) => pad(ascii("OggS\x00\x02"), size),
  mp4: (size = 4096) => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), ascii("ftypisom\x00\x00\x02\x00isomiso2")]), size),
  threeGp: (size = 4096) => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), ascii("ftyp3gp4\x00\x00\x00\x00")]), size),
  pdf: (size = 4096) => pad(ascii("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), size),
  /** Random bytes in every position but a fixed unknown signature (no supported type). */
  unknown: (size = 1024) => pad(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07]), size),
};

/** A multipart/form-data body with the given file parts (all named `file` unless said otherwise), as fetch would send it. */
export async function mediaForm(...files: Array<{ content: Buffer; name: string; type?: string; field?: string }>) {
  const form = new FormData();
  for (const file of files)
    form.append(
      file.field ?? "file",
      new Blob([new Uint8Array(file.content)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { rawBody: new Uint8Array(await request.arrayBuffer()), headers: { "content-type": request.headers.get("content-type")! } };
}
