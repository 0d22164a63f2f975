import { runtimeConfig } from '../runtime-config';

/** Page changes that leave the dashboard, behind one object so component tests can watch them. */
export const leave = {
  assign: (url: string) => window.location.assign(url),
};

/** The site's sign-in page, coming back here afterwards. */
export function signInUrl(): string {
  return `${runtimeConfig().siteUrl}/login?next=${encodeURIComponent(window.location.href)}`;
}

export const goToSignIn = () => leave.assign(signInUrl());
export const goToSite = () => leave.assign(`${runtimeConfig().siteUrl}/`);
/** After this tab's own sign-out: the site says 'Logged out successfully!' when it sees the marker. */
export const goToSiteSignedOut = () => leave.assign(`${runtimeConfig().siteUrl}/?signed_out=1`);
