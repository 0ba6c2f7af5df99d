// Where sign-in sends someone back to afterwards (`/sign-in?next=…`), checked so a crafted link cannot lead away.
import { paths } from '../config/paths';

/**
 * `next` when it is a path of this site ("/admin?status=placed"), else home. A full URL, "//host" or "/\\host" is
 * refused, so a sign-in link cannot send a customer to another site.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home.getHref();
  return next;
}
