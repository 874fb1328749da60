/** A link whose query carries a one-time secret (a password-reset token, and any later link of the kind). */
const ONE_TIME_LINK = /https?:\/\/[^\s<>"?]+\?[^\s<>"]*?(?:token|code|key|secret|signature)[^\s<>"=&]*=[^\s<>"]*/gi;

export const HIDDEN_LINK_NOTE = "(one-time link hidden: only the recipient's e-mail carries it)";

/**
 * The text with every one-time link cut back to its address without the query, so staff see that a
 * reset link was sent and where it leads, but cannot use it. The e-mail itself keeps the link.
 */
export function hideOneTimeLinks(text: string): string {
  return text.replace(ONE_TIME_LINK, (link) => `${link.slice(0, link.indexOf("?"))} ${HIDDEN_LINK_NOTE}`);
}
