import { ACCOUNT_TEXT } from '@pagewise/protocol/account';
import { notify } from '../lib/notify';

/** The dashboard sends a person who signed out to `/?signed_out=1`; the site answers with the spec's toast. */
export const SIGNED_OUT_PARAM = 'signed_out';

export function showArrivalNotice() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGNED_OUT_PARAM)) return;
  notify.success(ACCOUNT_TEXT.loggedOut);
  // A reload or a shared address does not say it again.
  url.searchParams.delete(SIGNED_OUT_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
