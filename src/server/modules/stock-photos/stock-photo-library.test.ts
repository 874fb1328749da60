import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStockPhotoLibrary, cropDrawing, parseDrawing } from "./stock-photo-library";

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#fff"/></svg>';

describe("parseDrawing", () => {
  it("reads the root viewBox and inner markup", () => {
    expect(parseDrawing(DRAWING)).toEqual({
      viewBox: "0 0 800 600",
      inner: '<rect width="800" height="600" fill="#fff"/>',
      usesXlink: false,
    });
    expect(parseDrawing(`<?xml version="1.0"?>\n${DRAWING}\n`)?.viewBox).toBe("0 0 800 600");
  });

  it("refuses anything that is not a plain SVG drawing with a usable viewBox", () => {
    for (const text of [
      "",
      "hello",
      '{"name":"forget-me-not"}',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      '<svg viewBox="0 0 0 600"><rect/></svg>',
      '<svg viewBox="0 0 abc 600"><rect/></svg>',
      '<svg viewBox="0 0 800 600"/>',
      '<html><svg viewBox="0 0 800 600"></svg></html>',
    ]) {
      expect(parseDrawing(text), text).toBeNull();
    }
  });
});

describe("cropDrawing", () => {
  it("wraps the drawing in a frame of the target size, sliced from the centre", () => {
    const svg = cropDrawing(parseDrawing(DRAWING)!, "portrait");
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200" viewBox="0 0 800 1200">' +
        '<svg x="0" y="0" width="800" height="1200" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">' +
        '<rect width="800" height="600" fill="#fff"/></svg></svg>',
    );
  });

  it("declares the xlink namespace when the drawing uses it", () => {
    const drawing = parseDrawing(
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 8 6"><use xlink:href="#a"/></svg>',
    )!;
    expect(cropDrawing(drawing, "square")).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
  });
});

describe("createStockPhotoLibrary", () => {
  const dir = mkdtempSync(join(tmpdir(), "stock-photos-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, "b.svg"), DRAWING);
  writeFileSync(join(dir, "a.svg"), DRAWING.replace("#fff", "#000"));
  writeFileSync(join(dir, "broken.svg"), "<svg><rect>");
  writeFileSync(join(dir, "notes.txt"), "not an image");
  mkdirSync(join(dir, "folder.svg"));
  writeFileSync(join(dir, "..secret.svg.txt"), DRAWING);

  it("holds only the folder's SVG drawings, sorted", async () => {
    const library = createStockPhotoLibrary(dir);
    expect(await library.names()).toEqual(["a.svg", "b.svg"]);
    expect(await library.nameForUrl("/images/boxes/a.svg")).toBe("a.svg");
    for (const url of [
      "/images/boxes/notes.txt",
      "/images/boxes/broken.svg",
      "https://example.com/a.svg",
      "/uploads/a.svg",
      "/images/boxes/../a.svg",
    ]) {
      expect(await library.nameForUrl(url), url).toBeNull();
    }
    for (const name of [
      "notes.txt",
      "broken.svg",
      "folder.svg",
      "../a.svg",
      "a.svg/",
      "",
      "__proto__",
      "constructor",
    ]) {
      expect(await library.cropped(name, "landscape"), name).toBeNull();
    }
  });

  it("reads each file once and keeps its crops in memory", async () => {
    const library = createStockPhotoLibrary(dir);
    const first = await library.cropped("a.svg", "square");
    writeFileSync(join(dir, "a.svg"), DRAWING.replace("#fff", "#f00"));
    expect(await library.cropped("a.svg", "square")).toBe(first);
    expect((await library.cropped("a.svg", "landscape"))?.svg).toContain("#000");
    expect(first?.svg).toContain('width="1000" height="1000"');
  });
});
