import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ToggleButton } from 'react-aria-components';
import { keepPhotosOffline } from '../../../lib/offline-photos';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { favoriteIdsQueryOptions } from '../api/get-favorite-ids';
import { useToggleFavorite } from '../api/toggle-favorite';
import { rememberPendingFavorite } from '../pending';

/**
 * The heart on a unit card, the unit page and the featured carousel. Its pressed state comes from the
 * user's own saved-ids query, never from the (publicly cached) catalogue answer; a guest's heart is
 * never pressed, so the server-rendered markup is the same for everyone.
 */
export function FavoriteButton({
  unitId,
  title,
  className,
  keepPhotosOf,
}: {
  unitId: number;
  title: string;
  className?: string;
  /** A selector of photos to keep offline while this unit is saved (the unit page's gallery). */
  keepPhotosOf?: string;
}) {
  const { t } = useLingui();
  const { token } = useSession();
  const { data: ids } = useQuery({ ...favoriteIdsQueryOptions(), enabled: Boolean(token) });
  const toggle = useToggleFavorite();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = Boolean(token) && (ids?.includes(unitId) ?? false);

  useEffect(() => {
    if (saved && keepPhotosOf) keepPhotosOffline(document.querySelector(keepPhotosOf));
  }, [saved, keepPhotosOf]);

  const onChange = (next: boolean) => {
    if (!token) {
      rememberPendingFavorite(unitId);
      void navigate({
        to: '/$lang/sign-in',
        params: { lang: currentLocale() },
        search: { redirect: location.href },
      });
      return;
    }
    toggle.mutate({ unitId, save: next });
  };

  return (
    <ToggleButton
      isSelected={saved}
      onChange={onChange}
      aria-label={saved ? t`Saved: ${title}` : t`Save ${title}`}
      className={`favorite-button${className ? ` ${className}` : ''}`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </ToggleButton>
  );
}
