/** Navigation, links and the product's constants, in one place; pages read from here. */
export const siteConfig = {
  name: 'Pagewise',
  /** The company's domain: each tool of the catalogue lives on a subdomain of it. */
  domain: 'pagewise.ai',
  supportEmail: 'support@pagewise.ai',
  salesEmail: 'sales@pagewise.ai',
  copyrightYear: 2025,
  /** The replies to inquiries we promise, in hours. */
  supportReplyHours: 24,
  nav: [
    { label: 'About', href: '/#about' },
    { label: 'Features', href: '/features' },
    { label: 'Contact', href: '/contact' },
  ],
  signupHref: '/signup',
  /** Returning users sign in here; linked from the header, the mobile menu and the footer. */
  loginHref: '/login',
  footer: {
    product: [
      { label: 'Features', href: '/features' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Services', href: '/services' },
      { label: 'Docs', href: '/docs' },
      { label: 'API', href: '/api' },
    ],
    company: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Terms', href: '/terms' },
      { label: 'Privacy', href: '/privacy' },
    ],
    account: [
      { label: 'Sign in', href: '/login' },
      { label: 'Create an account', href: '/signup' },
      { label: 'Reset your password', href: '/forgot-password' },
    ],
  },
  social: [
    { label: 'Pagewise on GitHub', href: 'https://github.com/pagewise', icon: 'github' },
    { label: 'Pagewise on LinkedIn', href: 'https://www.linkedin.com/company/pagewise', icon: 'linkedin' },
    { label: 'Pagewise on X', href: 'https://x.com/pagewise', icon: 'x' },
  ],
  /** Claims the platform specification asks the copy to make (its §1), word for word where it gives words. */
  claims: {
    trustedBy: 'Trusted by 2,500+ organizations',
    localModels: 'Local models run through a local model runner can cut cost by up to 90%.',
    languages: 'Multilingual support: English, Hindi, Tamil and Marathi.',
  },
  /** The header turns translucent once the page is scrolled more than this. */
  headerScrollPx: 10,
  /** The hero's decorative indicator moves on this often. */
  heroIndicatorMs: 2500,
  /** The tool catalogue replaces the countdown at this instant. */
  toolsLaunchAt: '2025-09-11T00:00:00Z',
  /** Plan details show this many features per page. */
  planFeaturesPerPage: 4,
  /** Network calls give up after this long. */
  requestTimeoutMs: 15_000,
  contact: {
    /** Every text value is cut to this many characters before it is checked and sent. */
    maxTextLength: 5000,
  },
  accounts: {
    /** The verification link in the signup mail works this long (stated in the copy; the API enforces it). */
    verificationLinkHours: 12,
    /** The verify-email screen waits this long before it checks the token, so its spinner is seen. */
    verifyDelayMs: 500,
    /** Password-reset codes: digits, and the seconds the countdown starts from. */
    otpLength: 6,
    otpSeconds: 300,
    /** The countdown turns orange, then red, at these many seconds left. */
    otpWarnSeconds: 120,
    otpDangerSeconds: 60,
    minNameLength: 2,
    minPhoneLength: 10,
    minPasswordLength: 8,
    /** An organization signup's role when none is given. */
    defaultRoleInOrganization: 'Member',
  },
  /** The footer's and the API page's link to the machine-readable API description, on the API host. */
  openApiPath: '/v1/openapi.json',
} as const;
