import { zodResolver } from "@hookform/resolvers/zod";
import {
  SOCIAL_LIMIT,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  type SocialDataRequest,
  socialDataRequestSchema,
} from "@shared/schemas/data-tools";
import { Loader2, Search } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Field } from "../../components/ui/field";
import { Input, Select } from "../../components/ui/input";
import { fieldErrorsOf } from "../../lib/api";
import { setServerFieldErrors } from "../../lib/form-errors";
import { useGetSocialData } from "./api/get-social-data";
import { queryHint, SOCIAL_FORM_FIELDS, type SocialFormInput, socialFormDefaults } from "./social-data-rules";
import { SocialResults } from "./social-results";

/** Social Media Data: public posts from Mastodon, Bluesky or Reddit for a search (spec "Data tools page"). */
export function SocialDataTab() {
  const search = useGetSocialData();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SocialFormInput, unknown, SocialDataRequest>({
    resolver: zodResolver(socialDataRequestSchema),
    defaultValues: socialFormDefaults(),
  });
  const platform = watch("platform") ?? "mastodon";
  const pending = search.isPending || isSubmitting;

  const onSubmit = handleSubmit(
    (values) => {
      search.mutate(values, {
        // A refusal of one field (e.g. nothing to make a hashtag of) is shown on that field.
        onError: (error) => setServerFieldErrors(setError, fieldErrorsOf(error), SOCIAL_FORM_FIELDS),
      });
    },
    // A search the form refuses clears the last answer too, so no old result stands under the new message.
    () => search.reset(),
  );

  return (
    <section aria-labelledby="social-data-title" className="flex flex-col gap-6">
      <Card className="p-4 sm:p-6">
        <h2 id="social-data-title" className="font-serif text-xl text-ink">
          Search public social posts
        </h2>
        <p className="mt-1 text-sm text-muted">Public posts, read through each platform's open search.</p>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Social media search"
          className="mt-4 grid gap-4 sm:grid-cols-[minmax(9rem,12rem)_1fr_7rem] sm:items-start"
        >
          <Field label="Platform" error={errors.platform?.message}>
            <Select {...register("platform")}>
              {SOCIAL_PLATFORMS.map((value) => (
                <option key={value} value={value}>
                  {SOCIAL_PLATFORM_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Query" error={errors.query?.message} hint={queryHint(platform)}>
            <Input type="search" autoComplete="off" placeholder="e.g. native flowers" {...register("query")} />
          </Field>
          <Field label="Limit" error={errors.limit?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={SOCIAL_LIMIT.min}
              max={SOCIAL_LIMIT.max}
              step={1}
              {...register("limit")}
            />
          </Field>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">
              {pending ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Search aria-hidden="true" className="h-4 w-4" />
              )}
              {pending ? "Searching…" : "Search"}
            </Button>
          </div>
        </form>
      </Card>
      <SocialResults search={search} />
    </section>
  );
}
