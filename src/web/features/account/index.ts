/**
 * The account feature's public face (docs/decisions/0009-web-boundaries.md): the Forgot password?
 * dialog, which the vendor sign-in page shows too (one real reset flow for every account).
 */
export { ForgotPasswordDialog } from "./forgot-password-dialog";
