import { useLingui } from '@lingui/react/macro';
import type { SocialLink } from '../../../../contract/content';
import { useSocialLinks } from '../api/get-social-links';

function useNetworkName(): (key: string) => string {
  const { t } = useLingui();
  const names: Record<string, string> = {
    instagram: t`Instagram`,
    x: t`X (Twitter)`,
    twitter: t`X (Twitter)`,
    facebook: t`Facebook`,
    tiktok: t`TikTok`,
    snapchat: t`Snapchat`,
    youtube: t`YouTube`,
    linkedin: t`LinkedIn`,
    whatsapp: t`WhatsApp`,
  };
  return (key) => names[key] ?? key;
}

/** The social links from settings (spec: entities, API calls), loaded at startup. An empty list renders nothing. */
export function SocialLinks() {
  const { data } = useSocialLinks();
  const nameOf = useNetworkName();
  const { t } = useLingui();
  const links: SocialLink[] = data ?? [];
  if (links.length === 0) return null;
  return (
    <nav aria-label={t`Follow us`} className="social-links">
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" data-network={link.key}>
              {nameOf(link.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
