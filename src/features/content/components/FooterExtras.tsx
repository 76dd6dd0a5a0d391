import { NewsletterForm } from './NewsletterForm';
import { SocialLinks } from './SocialLinks';

/**
 * The footer's interactive part: the newsletter form and the social links. The layout knows it only
 * as a slot (components/layout/slots.ts), filled by the router (src/router.tsx).
 */
export function FooterExtras() {
  return (
    <>
      <NewsletterForm />
      <SocialLinks />
    </>
  );
}
