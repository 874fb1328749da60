// `npm run bench:upload-memory`: the server's peak memory while eight vendors upload a 40-megapixel
// photo at the same moment (ADR 0011). Each kind of photo gets a freshly started app, on PGlite, or
// with DATABASE_URL on PostgreSQL in a database of its own (created and dropped by the run), so one
// run's leftovers do not count in the next. PGlite's memory is most of the idle figure there: on
// PostgreSQL the figures are the app's own. The peak is the kernel's
// own high-water mark of the server process (VmHWM, reset just before the uploads), cross-checked by
// sampling VmRSS every 10 ms.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { freshPostgres } from "./fresh-postgres";
import { startApp } from "./servers";

const UPLOADS = Number(process.env.BENCH_UPLOADS_AT_ONCE ?? 8);
/** 39.99 megapixels at 3:2, just under the 40 MP an upload may have. */
const WIDTH = 7744;
const HEIGHT = 5164;

/**
 * A portrait phone photo: a detailed JPEG stored sideways with EXIF orientation 6 (what phones save),
 * so the server must turn it upright. About 7 MB.
 */
function sidewaysJpeg() {
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .blur(1.1)
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A smooth PNG (gradients compress well enough to stay under 10 MB): PNG has no shrink-on-load. About 7 MB. */
async function gradientPng() {
  const corners = await sharp({
    create: { width: 8, height: 6, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(corners).resize(WIDTH, HEIGHT, { kernel: "linear" }).png({ compressionLevel: 9 }).toBuffer();
}

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM). */
function statusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)\s*kB/)?.[1] ?? Number.NaN) / 1024;
}

/** "5" resets the process's peak resident set to its current size (Linux 4.0 and later). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Resolves once the process is gone (its database may then be dropped without cutting it off). */
async function exited(pid: number) {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn(base: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password-1" }),
  });
  if (!response.ok) throw new Error(`sign-in for the memory bench: ${response.status}`);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

async function upload(base: string, cookie: string, photo: Blob, name: string) {
  const body = new FormData();
  body.append("purpose", "gift-box");
  body.append("file", photo, name);
  const response = await fetch(`${base}/api/uploads`, { method: "POST", headers: { cookie }, body });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/uploads: ${response.status} ${text}`);
}

async function measure(label: string, bytes: Buffer, name: string) {
  const postgres = process.env.DATABASE_URL
    ? await freshPostgres(process.env.DATABASE_URL, "bench_upload_memory")
    : null;
  const server = await startApp(postgres ? { DATABASE_URL: postgres.url } : {});
  try {
    const cookie = await signIn(server.url);
    // One small upload first: sharp and the upload route are loaded before the idle figure.
    const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c3426b" } })
      .jpeg()
      .toBuffer();
    await upload(server.url, cookie, new Blob([new Uint8Array(small)]), "warm-up.jpg");
    await new Promise((resolve) => setTimeout(resolve, 500));

    const idle = statusMb(server.pid, "VmRSS");
    const peakReset = resetPeak(server.pid);
    let sampled = idle;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, statusMb(server.pid, "VmRSS"));
    }, 10);
    const photo = new Blob([new Uint8Array(bytes)]);
    const started = performance.now();
    await Promise.all(Array.from({ length: UPLOADS }, () => upload(server.url, cookie, photo, name)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peak = peakReset ? statusMb(server.pid, "VmHWM") : sampled;
    console.log(
      `  ${label.padEnd(44)} idle ${idle.toFixed(0).padStart(4)} MB, peak ${peak.toFixed(0).padStart(4)} MB ` +
        `(+${(peak - idle).toFixed(0)} MB; sampled peak ${sampled.toFixed(0)} MB), all ${UPLOADS} stored in ${seconds.toFixed(1)} s`,
    );
  } finally {
    server.stop();
    await exited(server.pid);
    await postgres?.drop();
  }
}

const jpeg = await sidewaysJpeg();
const png = await gradientPng();
console.log(
  `Peak memory of the server with ${UPLOADS} uploads of ${WIDTH}×${HEIGHT} (${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP) at once, ` +
    `${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}:`,
);
await measure(`JPEG, EXIF-rotated (${(jpeg.length / 1024 / 1024).toFixed(1)} MB each)`, jpeg, "photo.jpg");
await measure(`PNG, smooth (${(png.length / 1024 / 1024).toFixed(1)} MB each)`, png, "photo.png");
