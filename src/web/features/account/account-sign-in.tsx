import { INVALID_LOGIN_MESSAGE, type User } from "@shared/schemas/auth";
import { WEB_PAGES } from "@shared/web-pages";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { recipientsQueryOptions } from "@web/features/recipients/api/get-recipients";
import { useNavigate } from "react-router";
import { SignInForm } from "../../components/forms/sign-in-form";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { useLogIn } from "./api/log-in";

const NETWORK_ERROR_MESSAGE = "An error occurred. Please try again.";

/**
 * Where a fresh sign-in lands (spec §2): staff go to vendor review; a customer without recipient
 * profiles (or whose lookup fails) goes to recipient setup, otherwise to the account page.
 */
async function destinationAfterLogin(queryClient: QueryClient, user: User): Promise<string> {
  if (user.role === "admin") return "/admin/vendors";
  if (user.role === "vendor") return WEB_PAGES.vendorPortal.path;
  try {
    const profiles = await queryClient.fetchQuery(recipientsQueryOptions(user.id));
    return Array.isArray(profiles) && profiles.length > 0 ? "/account" : "/recipient-setup";
  } catch {
    return "/recipient-setup";
  }
}

interface AccountSignInProps {
  /** True from submit until the post-login redirect is under way, so the page keeps this form on screen. */
  onRedirectingChange?: (redirecting: boolean) => void;
}

/** The /account Sign In tab: customers and staff, welcomed with a toast and sent where they belong. */
export function AccountSignIn({ onRedirectingChange }: AccountSignInProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const login = useLogIn();
  const queryClient = useQueryClient();
  return (
    <SignInForm
      name="Sign in"
      submitLabel="Log In"
      pendingLabel="Logging in..."
      signIn={async (values) => {
        const { user } = await login.mutateAsync(values);
        toast({ title: "Welcome back!" });
        await navigate(await destinationAfterLogin(queryClient, user));
      }}
      failureText={(error) => errorText(error, INVALID_LOGIN_MESSAGE, NETWORK_ERROR_MESSAGE)}
      onFailure={(message) => toast({ title: "Login failed", description: message, variant: "destructive" })}
      onBusyChange={onRedirectingChange}
    />
  );
}
