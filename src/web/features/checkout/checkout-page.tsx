import { useRecipient } from "@web/features/recipients/api/get-recipient";
import { useSearchParams } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { errorStatus } from "../../lib/api";
import { parseIdParam } from "../../lib/id-param";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { checkoutGuard, GUARD_MESSAGES } from "./checkout-guards";
import { CheckoutView } from "./checkout-view";
import { GuardMessage } from "./guard-message";

export function Component() {
  usePageTitle("Checkout");
  const [params] = useSearchParams();
  const { user, isLoading } = useCurrentUser();
  const recipientParam = params.get("recipientId");
  const recipientId = parseIdParam(recipientParam);
  const signedIn = !isLoading && Boolean(user);
  const recipient = useRecipient(recipientId, signedIn);

  const guard = checkoutGuard({
    user: isLoading ? undefined : user,
    recipientParam,
    recipient: {
      status: recipient.status,
      errorStatus: errorStatus(recipient.error),
      giftCategories: recipient.data?.giftCategories,
    },
    subscriptionParam: params.get("subscriptionId"),
  });

  switch (guard) {
    case "loading":
      return <Spinner label="Loading checkout" />;
    case "signed-out":
      return (
        <GuardMessage
          title={GUARD_MESSAGES["signed-out"]}
          action={{ to: "/account", label: "Sign In or Create Account" }}
        />
      );
    case "no-recipient":
      return (
        <GuardMessage
          title={GUARD_MESSAGES["no-recipient"]}
          action={{ to: "/recipient-setup", label: "Set Up a Recipient" }}
        />
      );
    case "not-found":
      return (
        <GuardMessage title={GUARD_MESSAGES["not-found"]} action={{ to: "/account", label: "Go to My Account" }}>
          It may have been deleted, or the link may be mistyped.
        </GuardMessage>
      );
    case "load-error":
      return (
        <GuardMessage
          title={GUARD_MESSAGES["load-error"]}
          action={{ onClick: () => void recipient.refetch(), label: "Try Again" }}
        />
      );
    case "no-plan":
      return (
        <GuardMessage
          title={`Choose a gift plan for ${recipient.data?.name ?? "your recipient"} first`}
          action={{ to: `/gift-boxes?recipient=${recipientId}`, label: "Browse Gift Boxes" }}
        >
          Pick a gift box for them, or choose a plan on their profile in your account.
        </GuardMessage>
      );
    case "ready":
      return recipient.data && user ? (
        <CheckoutView
          recipient={recipient.data}
          subscriptionId={parseIdParam(params.get("subscriptionId"))}
          giftBoxId={parseIdParam(params.get("giftBoxId"))}
          deliveryFrequency={params.get("frequency")}
        />
      ) : (
        <Spinner label="Loading checkout" />
      );
  }
}
