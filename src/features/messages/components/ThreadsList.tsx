import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ThreadSummary } from '../../../../contract/messages';
import { Button } from '../../../components/ui/Button';
import { OfflineNote } from '../../../components/ui/OfflineNote';
import { Pager } from '../../../components/ui/Pager';
import { TextField } from '../../../components/ui/TextField';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { threadsQueryOptions } from '../api/get-threads';
import type { Audience, ThreadsFilter } from '../api/keys';
import { ThreadRow } from './ThreadRow';
import './messages.css';

/**
 * The caller's conversations from one side (a guest's or a host's), newest first, with unread counts
 * and a search. Read with useQuery (no loader), so offline a guest's kept copy shows with its age.
 */
export function ThreadsList({
  userId,
  audience,
  search,
}: {
  userId: string;
  audience: Audience;
  search: ThreadsFilter;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const [text, setText] = useState(search.q ?? '');
  const query = useQuery(threadsQueryOptions(userId, audience, search, lang));

  const form = (
    <form
      role="search"
      className="threads-search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim().slice(0, 100);
        void navigate({ to: '.', search: (prev: object) => ({ ...prev, page: 1, q: q || undefined }) });
      }}
    >
      <TextField
        label={t`Search messages`}
        description={t`A place, a name, a reservation code or words from a message.`}
        value={text}
        onChange={setText}
        type="search"
      />
      <Button type="submit" variant="secondary" isDisabled={!online}>
        <Trans>Search</Trans>
      </Button>
    </form>
  );

  if (!query.data) {
    const failed = query.isError || !online;
    return (
      <>
        {form}
        {failed ? (
          <div className="empty-state" role={online ? 'alert' : 'status'}>
            <p>
              {online
                ? messageOf(query.error)
                : audience === 'host'
                  ? t`You’re offline. A host’s messages aren’t kept on this device; they load as soon as you’re back online.`
                  : t`You’re offline, and no messages have been kept on this device yet.`}
            </p>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p role="status" className="loading-note">
            <Trans>Loading your messages…</Trans>
          </p>
        )}
      </>
    );
  }

  const { items, unreadTotal, pagination } = query.data;
  return (
    <>
      {!online && <OfflineNote updatedAt={query.dataUpdatedAt} />}
      {form}
      <p className="threads-unread" data-testid="threads-unread">
        {unreadTotal > 0 ? (
          <Plural value={unreadTotal} one="# unread message" other="# unread messages" />
        ) : (
          <Trans>No unread messages</Trans>
        )}
      </p>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>
            {search.q
              ? t`No conversations match “${search.q}”. Try a place, a name or a reservation code.`
              : audience === 'host'
                ? t`No messages yet. Guests’ questions and messages about their stays at your units appear here.`
                : t`No messages yet. Ask a host a question from any place’s page, or write to your host from a trip.`}
          </p>
        </div>
      ) : (
        <ul className="thread-rows">
          {items.map((thread: ThreadSummary) => (
            <li key={thread.id}>
              <ThreadRow thread={thread} audience={audience} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={pagination.page} last={pagination.last_page} />
    </>
  );
}
