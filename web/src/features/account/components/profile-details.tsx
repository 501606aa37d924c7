import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CheckCircleIcon } from '@/components/ui/icons';
import { EditIcon } from '@/components/ui/shop-icons';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/use-t';
import { useProfileUpdate } from '../hooks/use-profile-update';
import type { User } from '../types';
import { accountMessage } from '../utils/server-messages';
import { fieldErrorFor, profileChanges, toProfileValues, type ProfileField, type ProfileValues } from '../utils/profile-values';
import './profile.css';

function Detail({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <div className="profile-detail">
      <dt>{label}</dt>
      <dd className={value ? undefined : 'profile-detail-empty'}>{value || t('account.profile.notProvided')}</dd>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id} className="profile-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The profile in view mode, and in edit mode (Edit Profile, Save Changes, Cancel). Email is
 * read-only; names, phone and the delivery address are saved with PATCH /users/me, and the
 * server's field errors show under their fields.
 */
export function ProfileDetails({ user }: { user: User }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => toProfileValues(user));
  const [saved, setSaved] = useState(false);
  const update = useProfileUpdate();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Leaving edit mode (saved or cancelled) puts focus back on Edit Profile.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const errorFor = (field: ProfileField) => {
    const error = fieldErrorFor(update.fieldErrors, field);
    return error ? accountMessage(error) : undefined;
  };
  const fields: ProfileField[] = ['firstName', 'lastName', 'phone', 'street', 'city', 'state', 'zipCode', 'country'];
  const alert = fields.some((name) => errorFor(name))
    ? t('account.profile.correctFields')
    : update.error && accountMessage(update.error);
  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    error: errorFor(name),
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  function edit() {
    setValues(toProfileValues(user));
    update.reset();
    setSaved(false);
    setEditing(true);
  }

  function cancel() {
    setValues(toProfileValues(user));
    update.reset();
    setEditing(false);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length > 0 && !(await update.save(changes))) return;
    setEditing(false);
    setSaved(true);
  }

  // Outside both modes, so the confirmation after a save is announced.
  const status = (
    <div role="status" className="profile-status">
      {saved && !editing ? (
        <p className="form-success">
          <CheckCircleIcon size={18} /> {t('account.profile.saved')}
        </p>
      ) : null}
    </div>
  );

  const view = (
    <div className="profile-details card">
      <div className="profile-details-head">
        <p className="profile-details-lead">{t('account.profile.lead')}</p>
        <button ref={editButton} type="button" className="button button-primary" onClick={edit}>
          <EditIcon size={16} /> {t('account.profile.edit')}
        </button>
      </div>
      <Section title={t('account.profile.personal')} id="profile-personal">
        <dl className="profile-grid">
          <Detail label={t('account.field.firstName')} value={user.firstName} />
          <Detail label={t('account.field.lastName')} value={user.lastName} />
          <Detail label={t('account.field.email')} value={user.email} />
          <Detail label={t('account.field.phone')} value={user.phone} />
        </dl>
      </Section>
      <Section title={t('account.profile.address')} id="profile-address">
        <dl className="profile-grid">
          <Detail label={t('account.field.street')} value={user.address.street} />
          <Detail label={t('account.field.city')} value={user.address.city} />
          <Detail label={t('account.field.district')} value={user.address.state} />
          <Detail label={t('account.field.postalCode')} value={user.address.zipCode} />
          <Detail label={t('account.field.country')} value={user.address.country} />
        </dl>
      </Section>
    </div>
  );

  const form = (
    <form className="profile-details card" onSubmit={save} aria-label={t('account.profile.editForm')} noValidate>
      <Section title={t('account.profile.personal')} id="profile-personal">
        <div className="profile-grid">
          <TextField label={t('account.field.firstName')} autoComplete="given-name" autoFocus {...field('firstName')} />
          <TextField label={t('account.field.lastName')} autoComplete="family-name" {...field('lastName')} />
          <TextField
            label={t('account.field.email')}
            type="email"
            value={user.email}
            readOnly
            hint={t('account.profile.emailHint')}
          />
          <TextField
            label={t('account.field.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+250 788 123 456"
            {...field('phone')}
          />
        </div>
      </Section>
      <Section title={t('account.profile.address')} id="profile-address">
        <div className="profile-grid">
          <TextField label={t('account.field.street')} autoComplete="street-address" className="profile-wide" {...field('street')} />
          <TextField label={t('account.field.city')} autoComplete="address-level2" {...field('city')} />
          <TextField label={t('account.field.district')} autoComplete="address-level1" {...field('state')} />
          <TextField label={t('account.field.postalCode')} autoComplete="postal-code" {...field('zipCode')} />
          <TextField label={t('account.field.country')} autoComplete="country-name" {...field('country')} />
        </div>
      </Section>
      <FormAlert message={alert} />
      <div className="profile-actions">
        <SubmitButton
          busy={update.pending}
          label={t('account.profile.save')}
          busyLabel={t('account.profile.saving')}
          className="button button-primary button-lg"
        />
        <button type="button" className="button button-secondary button-lg" onClick={cancel} disabled={update.pending}>
          {t('account.profile.cancel')}
        </button>
      </div>
    </form>
  );

  return (
    <div className="profile-main">
      {status}
      {editing ? form : view}
    </div>
  );
}
