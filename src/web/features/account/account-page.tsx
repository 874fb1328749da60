import { useState } from "react";
import { useSearchParams } from "react-router";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useCurrentUser } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { AccountSignIn } from "./account-sign-in";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { RegisterForm } from "./register-form";
import { SignedInAccount } from "./signed-in-account";
import { VendorAccountNotice } from "./vendor-account-notice";

/** /account: sign in or create an account; the account summary once signed in. */
export function Component() {
  const { user, isLoading } = useCurrentUser();
  usePageTitle(user ? (user.role === "vendor" ? "Vendor Account" : "My Account") : "Sign In or Create Account");
  // Keeps the forms on screen between a successful sign-in and the redirect that follows it.
  const [redirecting, setRedirecting] = useState(false);
  // "Join" links can open the create-account tab with /account?tab=register.
  const [searchParams] = useSearchParams();
  const initialTab = searchParams.get("tab") === "register" ? "register" : "sign-in";

  if (isLoading) return <Spinner label="Loading your account" />;
  if (user && !redirecting) {
    return user.role === "vendor" ? <VendorAccountNotice user={user} /> : <SignedInAccount user={user} />;
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-center font-serif text-3xl text-ink">Your account</h1>
      <p className="mt-2 text-center text-muted">Sign in or create an account to start sending gifts.</p>
      <Card className="mt-6 p-5 sm:p-6">
        <Tabs defaultValue={initialTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <AccountSignIn onRedirectingChange={setRedirecting} />
            <div className="mt-4 text-center">
              <ForgotPasswordDialog />
            </div>
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm onRedirectingChange={setRedirecting} />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
