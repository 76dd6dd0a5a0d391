import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';
import { currentLocale } from '../../lib/i18n';

/**
 * The spec's error screen: a cover image and a title. 404 says not found with "404" and a description; any
 * other error shows a generic title with the error's message and a retry.
 */
export function ErrorScreen({
  status,
  message,
  onRetry,
}: {
  status: number;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  const notFound = status === 404;
  const title = notFound ? t`Page not found` : t`Something went wrong`;
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <title>{`${title} · ${t({ id: 'brand.name', message: 'Sakan' })}`}</title>
      <picture className="error-cover">
        <source
          type="image/avif"
          srcSet="/images/error-cover-640.avif 640w, /images/error-cover.avif 1280w"
          sizes="(min-width: 768px) 640px, 100vw"
        />
        <img
          src="/images/error-cover-640.webp"
          srcSet="/images/error-cover-640.webp 640w, /images/error-cover.webp 1280w"
          sizes="(min-width: 768px) 640px, 100vw"
          width="1280"
          height="720"
          alt=""
        />
      </picture>
      {notFound && (
        <p className="error-code" aria-hidden="true">
          404
        </p>
      )}
      <h1 id="error-title">{title}</h1>
      <p className="error-description">
        {notFound ? <Trans>The page you're looking for doesn't exist or has moved.</Trans> : message}
      </p>
      <div className="error-actions">
        {onRetry && !notFound && (
          <Button onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link to="/$lang" params={{ lang: currentLocale() }} className="btn btn-secondary">
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </section>
  );
}
