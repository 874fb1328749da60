// The upload figure of `npm run bench`: POST /api/uploads with a 2 MB, 12-megapixel phone-style JPEG
// (decoded, re-encoded to three WebP sizes and stored by the app). Run alone with
// `node --import tsx bench/upload.ts` (starts its own app; DATABASE_URL picks the database storage).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { median } from "./measure";
import { type RunningServer, startApp } from "./servers";

/** One at a time (a vendor's browser), then a few at once (several vendors): 28 with the warm-up, under the 40 a user may send in 10 minutes. */
const SEQUENTIAL = Number(process.env.BENCH_UPLOADS ?? 10);
const CONCURRENT = { connections: 4, uploads: 16 };
const WARM_UP = 2;

/** A phone photo's size and weight: 4032×3024, about 2 MB (blurred noise compresses like a detailed photo). */
async function phonePhoto() {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .blur(1.1)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** CPU time of the whole server process (every thread: sharp works off the main one), in ms. */
function processCpuMillis(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function signInAsBenchStaff(base: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password-1" }),
  });
  if (!response.ok) throw new Error(`sign-in for the upload bench: ${response.status}`);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

async function uploadOnce(base: string, cookie: string, photo: Blob): Promise<number> {
  const body = new FormData();
  body.append("purpose", "gift-box");
  body.append("file", photo, "photo.jpg");
  const started = performance.now();
  const response = await fetch(`${base}/api/uploads`, { method: "POST", headers: { cookie }, body });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`POST /api/uploads: ${response.status}`);
  return performance.now() - started;
}

/** Prints uploads a second and their median time, one at a time and four at once, with CPU per upload. */
export async function printUploadFigures(server: RunningServer) {
  const bytes = await phonePhoto();
  const photo = new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
  const cookie = await signInAsBenchStaff(server.url);
  for (let i = 0; i < WARM_UP; i++) await uploadOnce(server.url, cookie, photo);

  const cpuBefore = processCpuMillis(server.pid);
  const sequentialStart = performance.now();
  const alone: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) alone.push(await uploadOnce(server.url, cookie, photo));
  const sequentialSeconds = (performance.now() - sequentialStart) / 1000;
  const cpuAfter = processCpuMillis(server.pid);

  const together: number[] = [];
  let next = 0;
  const concurrentStart = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT.connections }, async () => {
      while (next++ < CONCURRENT.uploads) together.push(await uploadOnce(server.url, cookie, photo));
    }),
  );
  const concurrentSeconds = (performance.now() - concurrentStart) / 1000;

  const cpu =
    cpuBefore === null || cpuAfter === null
      ? ""
      : `, server CPU (all threads) ${((cpuAfter - cpuBefore) / SEQUENTIAL).toFixed(0)} ms an upload`;
  console.log(
    `\nUploads (POST /api/uploads, a ${(bytes.length / 1024 / 1024).toFixed(1)} MB 4032×3024 JPEG → WebP at 400, 800 and 1600 wide):`,
  );
  console.log(
    `  one at a time:  ${(SEQUENTIAL / sequentialSeconds).toFixed(2)} uploads/s, median ${median(alone).toFixed(0)} ms${cpu}`,
  );
  console.log(
    `  ${CONCURRENT.connections} at once:      ${(CONCURRENT.uploads / concurrentSeconds).toFixed(2)} uploads/s, median ${median(together).toFixed(0)} ms`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = await startApp();
  try {
    await printUploadFigures(app);
  } finally {
    app.stop();
  }
}
