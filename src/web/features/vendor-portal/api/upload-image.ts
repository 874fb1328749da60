import type { UploadPurpose, UploadResponse } from "@shared/schemas/upload";
import { mutationOptions, useMutation } from "@tanstack/react-query";
import { sendMultipart } from "./send-multipart";

interface UploadImageVariables {
  file: File;
  purpose: UploadPurpose;
}

/** POST /api/uploads (201): one `file` part; the server re-encodes it and answers with its own-origin url. */
export const uploadImageOptions = () =>
  mutationOptions({
    mutationKey: ["uploads", "create"],
    mutationFn: ({ file, purpose }: UploadImageVariables) => {
      const body = new FormData();
      body.append("purpose", purpose);
      body.append("file", file, file.name);
      return sendMultipart<UploadResponse>("/api/uploads", body);
    },
  });

export const useUploadImage = () => useMutation(uploadImageOptions());
