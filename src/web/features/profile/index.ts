/**
 * The profile feature's public face (docs/decisions/0009-web-boundaries.md): the customer profile
 * form, whole (its fields and the hook that checks and saves it), which the account page shows too.
 */
export { ProfileFields } from "./profile-fields";
export { useProfileForm } from "./use-profile-form";
