import { useNavigate } from "react-router";
import { SignInForm } from "../../components/forms/sign-in-form";
import { errorText } from "../../lib/api";
import { useLogInVendor } from "./api/log-in-vendor";
import {
  VENDOR_LOGIN_FAILED_MESSAGE,
  VENDOR_LOGIN_OFFLINE_MESSAGE,
  VENDOR_PORTAL_PATH,
} from "./vendor-onboarding-rules";

interface VendorSignInProps {
  /** True from submit until the redirect is under way, so the page keeps this form on screen. */
  onSigningInChange?: (signingIn: boolean) => void;
}

/** Vendor e-mail and password (spec §2); a failure shows the server's reason in a red banner (spec §8). */
export function VendorSignIn({ onSigningInChange }: VendorSignInProps) {
  const navigate = useNavigate();
  const logIn = useLogInVendor();
  return (
    <SignInForm
      name="Vendor sign in"
      submitLabel="Sign In"
      pendingLabel="Signing in..."
      signIn={async (values) => {
        await logIn.mutateAsync(values);
        await navigate(VENDOR_PORTAL_PATH);
      }}
      failureText={(error) => errorText(error, VENDOR_LOGIN_FAILED_MESSAGE, VENDOR_LOGIN_OFFLINE_MESSAGE)}
      onBusyChange={onSigningInChange}
    />
  );
}
