import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { EmailField, NameField, PhoneField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { StepperField } from '../../../components/ui/StepperField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { currentLocale } from '../../../lib/i18n';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { isApiError } from '../../../lib/api-error';
import { categoriesQueryOptions, citiesQueryOptions } from '../../content';
import { useSubmitProperty } from '../api/submit-property';
import { clearDraft, loadDraft, saveDraft, type PropertyDraft } from '../draft';
import { PhotoPicker } from './PhotoPicker';
import { Ltr } from '../../../components/ui/Ltr';
import { Link } from '../../../components/ui/Link';
import { useSession } from '../../../lib/use-session';
import { SignInToSend } from './SignInToSend';

const EMPTY: PropertyDraft['fields'] = {
  owner_name: '',
  owner_email: '',
  owner_phone: '',
  city: '',
  category: '',
  bedrooms: 1,
  guests: 2,
  address: '',
  description: '',
};

/**
 * The owner's form. Every change is kept in IndexedDB (draft.ts) and restored on return; a send made
 * offline waits and goes out when the connection is back (api/submit-property.ts).
 */
export function ListPropertyForm() {
  const { t } = useLingui();
  const lang = currentLocale();
  const cities = useQuery(citiesQueryOptions(lang)).data ?? [];
  const categories = useQuery(categoriesQueryOptions(lang)).data ?? [];
  const submit = useSubmitProperty();
  const signedIn = Boolean(useSession().token);
  const [fields, setFields] = useState(EMPTY);
  const [photos, setPhotos] = useState<File[]>([]);
  const [restored, setRestored] = useState<boolean | null>(null);
  const [done, setDone] = useState<{ reference: string; email: string } | null>(null);
  const key = useRef(newIdempotencyKey());

  useEffect(() => {
    void loadDraft().then((draft) => {
      if (draft) {
        setFields({ ...EMPTY, ...draft.fields });
        setPhotos(draft.photos ?? []);
        key.current = draft.key || key.current;
      }
      setRestored(Boolean(draft));
    });
  }, []);
  // Saved after the draft is read, never before: an empty form must not overwrite what was kept.
  useEffect(() => {
    if (restored === null || done) return;
    void saveDraft({ fields, photos, key: key.current });
  }, [fields, photos, restored, done]);

  const set =
    <K extends keyof typeof EMPTY>(name: K) =>
    (value: (typeof EMPTY)[K]) => {
      key.current = newIdempotencyKey();
      setFields((f) => ({ ...f, [name]: value }));
    };
  const required = (value: string) => (value.trim() ? null : t`This field is required.`);
  const photoError = isApiError(submit.error) ? (submit.error.fieldErrors['photos']?.[0] ?? null) : null;

  if (done)
    return (
      <div className="form-done" role="status">
        <h2>
          <Trans>Thank you! We received your property.</Trans>
        </h2>
        <p>
          <Trans>
            Your reference is{' '}
            <strong className="reference">
              <Ltr>{done.reference}</Ltr>
            </strong>
            . We sent a confirmation to <Ltr>{done.email}</Ltr>, and our team will call you within three
            working days.
          </Trans>
        </p>
        <p>
          <Link to="/$lang/hosting/$" params={{ lang, _splat: '' }} className="btn btn-primary">
            <Trans>Follow your request</Trans>
          </Link>
        </p>
        <Button variant="secondary" onPress={() => setDone(null)}>
          <Trans>List another property</Trans>
        </Button>
      </div>
    );

  return (
    <MutationForm
      mutation={submit}
      className="form list-property-form"
      variables={() => ({
        key: key.current,
        photos,
        data: {
          ...fields,
          owner_name: fields.owner_name.trim(),
          owner_email: fields.owner_email.trim(),
          bedrooms: fields.bedrooms ?? 0,
          guests: fields.guests ?? 1,
        },
      })}
      onSuccess={(submission, variables) => {
        void clearDraft();
        setDone({ reference: submission.reference, email: variables.data.owner_email });
        setFields(EMPTY);
        setPhotos([]);
        key.current = newIdempotencyKey();
      }}
    >
      {restored && (
        <p className="form-note">
          <Trans>We kept what you entered last time on this device.</Trans>
        </p>
      )}
      <h2>
        <Trans>Your details</Trans>
      </h2>
      <NameField name="owner_name" value={fields.owner_name} onChange={set('owner_name')} />
      <EmailField name="owner_email" value={fields.owner_email} onChange={set('owner_email')} />
      <PhoneField
        name="owner_phone"
        label={t`Phone`}
        value={fields.owner_phone}
        onChange={set('owner_phone')}
      />
      <h2>
        <Trans>The property</Trans>
      </h2>
      <Select
        label={t`City`}
        value={fields.city}
        onChange={set('city')}
        options={cities.map((c) => ({ id: c.slug, label: c.name }))}
      />
      <Select
        label={t`Kind of property`}
        value={fields.category}
        onChange={set('category')}
        options={categories.map((c) => ({ id: c.slug, label: c.name }))}
      />
      <div className="field-row">
        <StepperField
          label={t`Bedrooms`}
          decrementLabel={t`Fewer bedrooms`}
          incrementLabel={t`More bedrooms`}
          value={fields.bedrooms}
          onChange={set('bedrooms')}
          min={0}
          max={50}
        />
        <StepperField
          label={t`Guests`}
          decrementLabel={t`Fewer guests`}
          incrementLabel={t`More guests`}
          value={fields.guests}
          onChange={set('guests')}
          min={1}
          max={100}
        />
      </div>
      <TextField
        name="address"
        label={t`Address`}
        autoComplete="street-address"
        isRequired
        value={fields.address}
        onChange={set('address')}
        validate={required}
      />
      <TextAreaField
        name="description"
        label={t`Short description`}
        description={t`20 to 2,000 characters, in Arabic or English.`}
        value={fields.description}
        onChange={set('description')}
        validate={(v) => (v.trim().length < 20 ? t`Write at least 20 characters.` : null)}
        maxLength={2000}
      />
      <PhotoPicker
        photos={photos}
        onChange={(next) => {
          key.current = newIdempotencyKey();
          setPhotos(next);
        }}
        error={photoError}
      />
      {submit.isPaused && (
        <p className="form-note" role="status">
          <Trans>
            You’re offline. Your property is saved on this device and will be sent as soon as you’re back
            online.
          </Trans>
        </p>
      )}
      {signedIn ? (
        <SubmitButton>
          <Trans>Send my property</Trans>
        </SubmitButton>
      ) : (
        <SignInToSend />
      )}
    </MutationForm>
  );
}
