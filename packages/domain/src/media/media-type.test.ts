import { describe, expect, it } from "vitest";
import { sniffMediaType } from "./media-type";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const zip = Buffer.from("PK\x03\x04\x14\x00\x06\x00", "latin1");
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom\x00\x00\x02\x00", "latin1")]);
const m4a = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypM4A \x00\x00\x02\x00", "latin1")]);
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { errors?: Array<{ code: string }> }).errors?.[0]?.code;
  }
  return undefined;
};

describe("sniffMediaType: the bytes decide, a disagreeing name or type is refused", () => {
  it("types files by their first bytes, whatever they are called when nothing is declared", () => {
    expect(sniffMediaType(png, {})).toEqual({ mimeType: "image/png", kind: "IMAGE" });
    expect(sniffMediaType(png, { filename: "x.png", mimeType: "application/octet-stream" }).mimeType).toBe("image/png");
    expect(sniffMediaType(Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"), {}).kind).toBe("STICKER");
    expect(sniffMediaType(Buffer.from([0xff, 0xf1, 0x50, 0x80]), {}).mimeType).toBe("audio/aac");
    expect(sniffMediaType(Buffer.from([0xff, 0xfb, 0x90, 0x64]), {}).mimeType).toBe("audio/mpeg");
    expect(sniffMediaType(Buffer.from("#!AMR\n", "latin1"), {}).mimeType).toBe("audio/amr");
    expect(sniffMediaType(m4a, {}).mimeType).toBe("audio/mp4");
    expect(sniffMediaType(mp4, {}).mimeType).toBe("video/mp4");
  });

  it("refuses a PNG named .jpg or sent as image/jpeg", () => {
    expect(code(() => sniffMediaType(png, { filename: "photo.jpg" }))).toBe("type_mismatch");
    expect(code(() => sniffMediaType(png, { mimeType: "image/jpeg" }))).toBe("type_mismatch");
    expect(code(() => sniffMediaType(png, { filename: "photo.png", mimeType: "image/jpeg" }))).toBe("type_mismatch");
  });

  it("lets the declared type choose only where the bytes cannot tell: Office containers, MP4 audio, plain text", () => {
    expect(sniffMediaType(zip, { filename: "offer.docx" }).mimeType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(code(() => sniffMediaType(zip, {}))).toBe("unsupported_type");
    expect(code(() => sniffMediaType(zip, { filename: "offer.pdf" }))).toBe("type_mismatch");
    expect(sniffMediaType(mp4, { mimeType: "audio/mp4" })).toEqual({ mimeType: "audio/mp4", kind: "AUDIO" });
    expect(sniffMediaType(Buffer.from("Hello\n"), { filename: "a.txt" }).mimeType).toBe("text/plain");
    expect(code(() => sniffMediaType(Buffer.from("Hello\n"), {}))).toBe("unsupported_type");
    expect(code(() => sniffMediaType(Buffer.from("Hello\n"), { filename: "a.png" }))).toBe("type_mismatch");
    expect(code(() => sniffMediaType(Buffer.from([0, 1, 2, 3]), { filename: "a.txt" }))).toBe("unsupported_type");
  });
});
