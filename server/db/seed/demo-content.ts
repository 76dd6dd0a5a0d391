import type { RouteRule, SocialLink } from '../../../contract/content';

/** Demo links for the "Sakan" brand; an operator replaces them in the settings table. */
export const DEMO_SOCIAL_LINKS: SocialLink[] = [
  { key: 'instagram', url: 'https://www.instagram.com/sakan.homes' },
  { key: 'x', url: 'https://x.com/sakanhomes' },
  { key: 'facebook', url: 'https://www.facebook.com/sakanhomes' },
  { key: 'tiktok', url: 'https://www.tiktok.com/@sakan.homes' },
  { key: 'whatsapp', url: 'https://wa.me/966500000000' },
];

export const DEMO_ROUTE_RULES: RouteRule[] = [
  { from: '/dashboard', to: '/account', permanent: false },
  { from: '/support', to: '/contact-us', permanent: true },
  { from: '/help/*', to: '/faq', permanent: true },
  { from: '/app', to: 'https://apps.apple.com/app/sakan', permanent: false },
];
