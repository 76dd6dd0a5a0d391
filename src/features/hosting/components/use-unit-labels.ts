import { useLingui } from '@lingui/react/macro';
import { MIN_UNIT_PHOTOS, type HostUnitSummary, type UnitIssue } from '../../../../contract/hosting-units';

/** The words for a unit's status and issues, shared by the list and the editor's status bar. */
export function useUnitLabels() {
  const { t } = useLingui();
  const status: Record<HostUnitSummary['status'], string> = {
    draft: t`Draft`,
    review: t`In review`,
    published: t`Published`,
    paused: t`Paused`,
  };
  const issue: Record<UnitIssue, string> = {
    texts_en: t`English texts missing`,
    texts_ar: t`Arabic texts missing`,
    photos: t`Fewer than ${MIN_UNIT_PHOTOS} photos`,
    photo_alt: t`Photo descriptions missing`,
    place: t`Address missing`,
    licence_missing: t`Tourism licence missing`,
    licence_expired: t`Tourism licence expired`,
  };
  /** Why a unit is where it is, in one line: the first thing to do about it. */
  const reason = (unit: HostUnitSummary): string | null => {
    if (unit.status === 'paused') {
      return unit.paused_reason === 'licence_expired' ? t`Paused: the licence expired` : t`Paused by you`;
    }
    if (unit.status === 'draft' && unit.review_note) return t`Sent back: ${unit.review_note}`;
    const first = unit.issues[0];
    return first ? issue[first] : null;
  };
  return { status, issue, reason };
}
