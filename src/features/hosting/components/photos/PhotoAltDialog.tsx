import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostUnitPhoto } from '../../../../../contract/hosting-units';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Button } from '../../../../components/ui/Button';
import { ResponsiveImage } from '../../../../components/ui/ResponsiveImage';
import { TextField } from '../../../../components/ui/TextField';
import { useSaveUnitPhotoAlt } from '../../api/save-unit-photo-alt';
import { PhotoDialog } from './PhotoDialog';

const ALT_MAX = 200;

/**
 * The photo's description in both languages: what a screen reader says instead of the picture, and
 * what shows if it cannot load. Each language is written for its own readers, not translated word
 * for word; publishing needs both.
 */
export function PhotoAltDialog({
  unitId,
  photo,
  onClose,
  onAnnounce,
}: {
  unitId: number;
  photo: HostUnitPhoto;
  onClose: () => void;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useLingui();
  const save = useSaveUnitPhotoAlt();
  const [en, setEn] = useState(photo.alt_en);
  const [ar, setAr] = useState(photo.alt_ar);
  const tooLong = (value: string) =>
    value.trim().length > ALT_MAX ? t`Use at most ${ALT_MAX} characters.` : null;
  return (
    <PhotoDialog title={t`Describe this photo`} onClose={onClose}>
      <div className="photo-dialog-preview">
        <ResponsiveImage imageKey={photo.key} alt="" sizes="16rem" />
      </div>
      <MutationForm
        mutation={save}
        variables={() => ({
          unitId,
          photoId: photo.id,
          body: { alt_en: en.trim(), alt_ar: ar.trim() },
          key: crypto.randomUUID(),
        })}
        onSuccess={() => {
          onAnnounce(t`The description was saved.`);
          onClose();
        }}
      >
        <TextField
          name="alt_en"
          label={t`In English`}
          description={t`What the photo shows, e.g. “Bedroom with a double bed and a sea view”.`}
          value={en}
          onChange={setEn}
          validate={tooLong}
          ltr
        />
        <TextField
          name="alt_ar"
          label={t`In Arabic`}
          description={t`The same for Arabic readers, e.g. “غرفة نوم بسرير مزدوج وإطلالة على البحر”.`}
          value={ar}
          onChange={setAr}
          validate={tooLong}
        />
        <div className="photo-dialog-actions">
          <Button variant="secondary" onPress={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton block={false}>
            <Trans>Save description</Trans>
          </SubmitButton>
        </div>
      </MutationForm>
    </PhotoDialog>
  );
}
