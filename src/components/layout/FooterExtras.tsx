import { NewsletterForm } from '../../features/content/components/NewsletterForm';
import { SocialLinks } from '../../features/content/components/SocialLinks';

/** The footer's interactive part: loaded after the first paint (see Footer). */
export function FooterExtras() {
  return (
    <>
      <NewsletterForm />
      <SocialLinks />
    </>
  );
}
