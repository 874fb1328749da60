/** The session: who is signed in (read everywhere) and signing out (the header and the account page). */
export { useCurrentUser, useSetSessionUser } from "./get-session";
export { useLogout } from "./log-out";
