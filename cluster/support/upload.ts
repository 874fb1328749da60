import { jpeg } from "../../src/server/modules/media/testing/image-fixtures";
import { multipartBody } from "../../src/server/modules/media/testing/multipart";
import { request } from "./client";

/** Uploads a small JPEG for a gift box as the given user: the stored photo's address. */
export async function uploadBoxPhoto(baseUrl: string, cookie: string): Promise<string> {
  const { payload, headers } = multipartBody([
    { name: "purpose", data: "gift-box" },
    { name: "file", filename: "box.jpg", contentType: "image/jpeg", data: await jpeg(320, 240) },
  ]);
  const answer = await request(baseUrl, "/api/uploads", { body: payload, cookie, headers });
  if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.json().url;
}
