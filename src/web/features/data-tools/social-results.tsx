import { safeWebLink } from "@shared/domain/web-links";
import {
  SOCIAL_PLATFORM_LABELS,
  type SocialDataRequest,
  type SocialDataResult,
  type SocialPost,
} from "@shared/schemas/data-tools";
import type { UseMutationResult } from "@tanstack/react-query";
import { ExternalLink, MessageSquareOff } from "lucide-react";
import { Card } from "../../components/ui/card";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { Spinner } from "../../components/ui/spinner";
import {
  emptyResultsText,
  isFieldRefusal,
  postDateText,
  resultCountText,
  socialErrorText,
  viewLinkText,
} from "./social-data-rules";

interface SocialResultsProps {
  search: UseMutationResult<SocialDataResult, Error, SocialDataRequest>;
}

/** The last search's outcome: progress, the platform's failure, no posts, or the posts as cards. */
export function SocialResults({ search }: SocialResultsProps) {
  if (search.isPending) {
    const platform = search.variables?.platform;
    return <Spinner label={platform ? `Searching ${SOCIAL_PLATFORM_LABELS[platform]}…` : "Searching…"} />;
  }
  if (search.isError) {
    if (isFieldRefusal(search.error)) return null;
    return (
      <div role="alert" className="rounded-2xl border border-danger/30 bg-danger/5 px-4 py-4 text-sm text-danger">
        {socialErrorText(search.error)}
      </div>
    );
  }
  const result = search.data;
  if (!result) return null;
  if (result.count === 0) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-paper px-4 py-8 text-center"
      >
        <MessageSquareOff aria-hidden="true" className="h-6 w-6 text-plum" />
        <p className="font-medium text-ink">{emptyResultsText(result.platform, result.query)}</p>
        <p className="text-sm text-muted">Try other words, or another platform.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-muted">
        {resultCountText(result.count, result.platform, result.query)}
      </p>
      <ul className="flex flex-col gap-3">
        {result.results.map((post) => (
          <li key={post.id}>
            <PostCard post={post} platform={result.platform} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PostCard({ post, platform }: { post: SocialPost; platform: SocialDataResult["platform"] }) {
  // Only web links become links: anything else a platform sent is not offered to click.
  const href = safeWebLink(post.url);
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 break-all font-medium text-ink">{post.author}</p>
        <time dateTime={post.createdAt} className="text-xs text-muted">
          {postDateText(post.createdAt)}
        </time>
      </div>
      <p className="whitespace-pre-line break-words text-sm text-ink">{post.text}</p>
      {href && (
        <NewTabLink
          href={href}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-plum underline underline-offset-4 hover:text-plum-dark"
        >
          {viewLinkText(platform)}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </NewTabLink>
      )}
    </Card>
  );
}
