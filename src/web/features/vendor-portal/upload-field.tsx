import type { UploadPurpose, UploadResponse } from "@shared/schemas/upload";
import { ImageUp } from "lucide-react";
import { type ChangeEvent, type Ref, useState } from "react";
import { Field } from "../../components/ui/field";
import { SpinnerIcon } from "../../components/ui/icons";
import { errorText } from "../../lib/api";
import { useUploadImage } from "./api/upload-image";
import { ACCEPT_ATTRIBUTE, uploadProblem } from "./upload-rules";

const UPLOAD_FAILED = "The photo could not be uploaded. Please try again.";
const UPLOAD_OFFLINE = "The photo could not be uploaded: check your connection and try again.";

interface UploadFieldProps {
  label: string;
  /** The uploaded photo's address ("" before one is chosen). */
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  /** The form's own error for this field. */
  error?: string;
  purpose: UploadPurpose;
  disabled?: boolean;
  /** The whole answer and the file picked, for a form that keeps the upload's id (package photos). */
  onUploaded?: (stored: UploadResponse, file: File) => void;
  /** The file input, so the form can move focus to it when it is wrong. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A photo picked from the phone or computer, checked here (type and size) before it is sent, uploaded at once,
 * and shown as the server stored it. The form keeps only the returned address.
 */
export function UploadField({
  label,
  value,
  onChange,
  onBlur,
  error,
  purpose,
  disabled,
  onUploaded,
  inputRef,
}: UploadFieldProps) {
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refused = uploadProblem(file);
    if (refused) {
      setProblem(refused);
      input.value = "";
      return;
    }
    setProblem(null);
    try {
      const stored = await upload.mutateAsync({ file, purpose });
      onUploaded?.(stored, file);
      onChange(stored.url);
    } catch (uploadError) {
      setProblem(errorText(uploadError, UPLOAD_FAILED, UPLOAD_OFFLINE));
      input.value = "";
    }
  };

  const shownError = problem ?? error;
  return (
    <div className="space-y-3">
      <Field label={label} error={shownError} hint="PNG or JPG, up to 10 MB. A square photo in good light works best.">
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          onChange={onFile}
          onBlur={onBlur}
          disabled={disabled || upload.isPending}
          className="block w-full cursor-pointer rounded-lg border border-line bg-white text-sm text-muted file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-line file:bg-blush file:px-4 file:font-medium file:text-plum hover:file:bg-blush/70 focus-visible:outline-3 focus-visible:outline-forget disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger"
        />
      </Field>
      <div className="flex items-center gap-3">
        <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-paper">
          {value ? (
            <img src={value} alt="Preview of your upload" className="h-full w-full object-cover" />
          ) : (
            <ImageUp aria-hidden="true" className="h-8 w-8 text-muted" />
          )}
        </div>
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          {upload.isPending ? (
            <>
              <SpinnerIcon aria-hidden="true" className="h-4 w-4 animate-spin" />
              Uploading…
            </>
          ) : value ? (
            "Photo uploaded. Choose another file to replace it."
          ) : (
            "No photo yet."
          )}
        </p>
      </div>
    </div>
  );
}
