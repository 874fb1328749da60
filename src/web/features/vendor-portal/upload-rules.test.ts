import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MISSING,
  UPLOAD_TOO_LARGE,
  UPLOAD_UNREADABLE,
  UPLOAD_WRONG_TYPE,
} from "@shared/schemas/upload";
import { describe, expect, it } from "vitest";
import { ACCEPT_ATTRIBUTE, fileSizeText, uploadProblem } from "./upload-rules";

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe("uploadProblem", () => {
  it("lets PNG and JPEG photos up to 10 MB through", () => {
    expect(uploadProblem(file("posy.png", "image/png", 2_000_000))).toBeNull();
    expect(uploadProblem(file("posy.jpg", "image/jpeg", MAX_UPLOAD_BYTES))).toBeNull();
  });

  it("refuses other types with the upload message", () => {
    expect(uploadProblem(file("posy.webp", "image/webp", 1000))).toBe(UPLOAD_WRONG_TYPE);
    expect(uploadProblem(file("posy.heic", "image/heic", 1000))).toBe(UPLOAD_WRONG_TYPE);
    expect(uploadProblem(file("notes.pdf", "application/pdf", 1000))).toBe(UPLOAD_WRONG_TYPE);
  });

  it("judges a file without a reported type by its name", () => {
    expect(uploadProblem(file("IMG_1.JPEG", "", 1000))).toBeNull();
    expect(uploadProblem(file("IMG_1.heic", "", 1000))).toBe(UPLOAD_WRONG_TYPE);
  });

  it("refuses files over 10 MB, empty files and no file", () => {
    expect(uploadProblem(file("big.jpg", "image/jpeg", MAX_UPLOAD_BYTES + 1))).toBe(UPLOAD_TOO_LARGE);
    expect(uploadProblem(file("empty.png", "image/png", 0))).toBe(UPLOAD_UNREADABLE);
    expect(uploadProblem(null)).toBe(UPLOAD_MISSING);
  });

  it("offers only PNG and JPEG in the file picker", () => {
    expect(ACCEPT_ATTRIBUTE).toBe("image/png,image/jpeg");
  });
});

describe("fileSizeText", () => {
  it("reads in KB or MB", () => {
    expect(fileSizeText(380 * 1024)).toBe("380 KB");
    expect(fileSizeText(2.4 * 1024 * 1024)).toBe("2.4 MB");
    expect(fileSizeText(10)).toBe("1 KB");
  });
});
